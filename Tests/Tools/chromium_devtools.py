"""Drives Debian's headless Chromium over the DevTools protocol on a pipe, for the gallery's tests.

Usage: chromium_devtools.py URL STEPS, where STEPS is a JSON list of ["key", NAME] (a key pressed
and released, as a person types it, Tab and Enter doing what they do), ["eval", EXPRESSION] (a
script whose value is reported), ["shot", FILE] (a PNG of the window, 1400 x 900) and ["names", ""]
(every control and image in the accessibility tree, reported as one text, a line each "role: name").
Waits until the page sets data-ready-milliseconds on its body, runs the steps in order (after each
key, until the page has handled it) and prints the values of the evaluations as a JSON list.
"""
import base64
import json
import os
import subprocess
import sys
import time

url, steps = sys.argv[1], json.loads(sys.argv[2])
to_chrome_read, to_chrome_write = os.pipe()
from_chrome_read, from_chrome_write = os.pipe()


def wire():
    # Chromium reads commands on descriptor 3 and writes replies on 4.
    reading, writing = os.dup(to_chrome_read), os.dup(from_chrome_write)
    os.dup2(reading, 3)
    os.dup2(writing, 4)


chrome = subprocess.Popen(
    ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "about:blank"],
    preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_chrome_read)
os.close(from_chrome_write)
pending, sent = b"", 0


def send(method, params=None, session=None):
    global pending, sent
    sent += 1
    message = {"id": sent, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_chrome_write, json.dumps(message).encode() + b"\0")
    while True:
        while b"\0" not in pending:
            chunk = os.read(from_chrome_read, 65536)
            if not chunk:
                raise SystemExit("chromium closed the pipe")
            pending += chunk
        raw, pending = pending.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == sent:
            if "error" in reply:
                raise SystemExit(f"{method}: {reply['error']}")
            return reply["result"]


try:
    target = send("Target.createTarget", {"url": url})["targetId"]
    session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    def evaluate(expression):
        reply = send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session)
        if "exceptionDetails" in reply:
            raise SystemExit(f"{expression}: {reply['exceptionDetails']}")
        return reply["result"].get("value")

    for _ in range(200):
        if evaluate("document.body && document.body.dataset.readyMilliseconds"):
            break
        time.sleep(0.05)
    values = []
    for kind, argument in steps:
        if kind == "key":
            # The virtual key code is what makes Tab move the focus and Enter follow a link.
            codes = {"Tab": 9, "Enter": 13, "Escape": 27, "ArrowLeft": 37, "ArrowRight": 39, " ": 32}
            for event in ("keyDown", "keyUp"):
                params = {"type": event, "key": argument, "code": argument,
                          "windowsVirtualKeyCode": codes.get(argument, ord(argument[0].upper()))}
                if event == "keyDown" and argument == "Enter":
                    params["text"] = "\r"
                send("Input.dispatchKeyEvent", params, session)
            # Let the page handle what the key set off, such as a hashchange, before the next step.
            evaluate("new Promise(done => requestAnimationFrame(() => setTimeout(done, 20)))")
        elif kind == "shot":
            send("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session)
            evaluate("new Promise(done => requestAnimationFrame(() => setTimeout(done, 100)))")
            with open(argument, "wb") as file:
                file.write(base64.b64decode(send("Page.captureScreenshot", {"format": "png"}, session)["data"]))
        elif kind == "names":
            nodes = send("Accessibility.getFullAXTree", {}, session)["nodes"]
            roles = {"button", "link", "checkbox", "textbox", "searchbox", "combobox", "slider", "image", "dialog"}
            values.append("\n".join(f"{node['role']['value']}: {node.get('name', {}).get('value', '')}" for node in nodes
                                     if not node.get("ignored") and node.get("role", {}).get("value") in roles))
        else:
            values.append(evaluate(argument))
    print(json.dumps(values))
finally:
    chrome.kill()
