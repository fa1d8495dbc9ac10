import LayoutEngine

extension Example {
    /// An iPad-style split layout: a sidebar and a detail pane, each a navigation controller
    /// embedded as a child. The sidebar is 320 points wide where there is room and never more than
    /// 40% of the screen; each child's safe area is the part of the window's that it covers.
    public static let splitView = ScreenDocument(name: "split-view") {
        let root: ViewID = "root", sidebar: ViewID = "sidebar", divider: ViewID = "divider", detail: ViewID = "detail"
        return ViewController {
            View {
                ContainerView { mailboxes }.id(sidebar)
                View().id(divider).backgroundColor(.opaqueSeparator)
                ContainerView { message }.id(detail)
            }
            .id(root)
            .backgroundColor(.systemBackground)
            .constraints {
                sidebar.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                sidebar.topAnchor.constraint(equalTo: root.topAnchor)
                sidebar.bottomAnchor.constraint(equalTo: root.bottomAnchor)
                sidebar.widthAnchor.constraint(equalToConstant: 320).withPriority(.defaultHigh)
                sidebar.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.4)
                divider.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor)
                divider.topAnchor.constraint(equalTo: root.topAnchor)
                divider.bottomAnchor.constraint(equalTo: root.bottomAnchor)
                divider.widthAnchor.constraint(equalToConstant: 1)
                detail.leadingAnchor.constraint(equalTo: divider.trailingAnchor)
                detail.trailingAnchor.constraint(equalTo: root.trailingAnchor)
                detail.topAnchor.constraint(equalTo: root.topAnchor)
                detail.bottomAnchor.constraint(equalTo: root.bottomAnchor)
            }
        }
    }

    /// The sidebar: a list of mailboxes.
    private static var mailboxes: NavigationController {
        NavigationController {
            ViewController(title: "Mailboxes") {
                TableView {
                    TableViewCell("Inbox").id("inbox").accessibilityIdentifier("inbox")
                    TableViewCell("Drafts").id("drafts")
                    TableViewCell("Sent").id("sent")
                    TableViewCell("Archive").id("archive")
                }
                .id("mailboxList")
                .backgroundColor(.systemGroupedBackground)
            }
            .navigationItem(rightBarButtonItems: ["Edit"])
        }
    }

    /// The detail pane: a message with a toolbar.
    private static var message: NavigationController {
        let body: ViewID = "body", messageView: ViewID = "message", subject: ViewID = "subject"
        return NavigationController(isToolbarHidden: false) {
            ViewController(title: "Inbox") {
                View {
                    Label("Lunch on Friday?").id(subject).font(size: 22, weight: .bold)
                    TextView("Shall we try the new place by the station? I can book for twelve.").id(body)
                }
                .id(messageView)
                .backgroundColor(.systemBackground)
                .constraints {
                    subject.topAnchor.constraint(equalTo: messageView.safeAreaLayoutGuide.topAnchor, constant: 16)
                    subject.leadingAnchor.constraint(equalTo: messageView.readableContentGuide.leadingAnchor)
                    subject.trailingAnchor.constraint(equalTo: messageView.readableContentGuide.trailingAnchor)
                    body.topAnchor.constraint(equalTo: subject.bottomAnchor, constant: 12)
                    body.leadingAnchor.constraint(equalTo: messageView.readableContentGuide.leadingAnchor)
                    body.trailingAnchor.constraint(equalTo: messageView.readableContentGuide.trailingAnchor)
                    body.bottomAnchor.constraint(equalTo: messageView.safeAreaLayoutGuide.bottomAnchor)
                }
            }
            .navigationItem(rightBarButtonItems: ["Reply"])
            .toolbarItems(["Archive", "Move", "Delete"])
        }
    }
}
