"""The peers of the render-vs-peers benchmark, timed inside Python on the files it writes.

    python3 render_peers.py FOLDER COUNT RUNS OUT_JSON [--keep]

FOLDER holds listN.json (a display list in pixels), imageN.rgba with imageN.size (the renderer's
pixels) and imageN.png (SafeAreaKit's encoding of them) for N below COUNT. Writes to OUT_JSON the
records of every peer that is installed: cairo (cairocffi) and Skia (skia-python) drawing each list
and writing PNG, Pillow encoding the pixels and decoding the PNG files. A peer that is missing is
named on standard error and left out. With --keep, each peer's drawings are left in FOLDER.
"""
import io
import json
import os
import sys
import time


def timed(runs, body):
    times = []
    result = None
    for _ in range(runs):
        start = time.perf_counter()
        result = body()
        times.append(time.perf_counter() - start)
    return times, result


def cairo_draw(lists, keep):
    import cairocffi as cairo

    def draw():
        total = 0
        for index, display in enumerate(lists):
            surface = cairo.ImageSurface(cairo.FORMAT_RGB24, display["width"], display["height"])
            context = cairo.Context(surface)
            context.set_source_rgb(1, 1, 1)
            context.paint()
            for command in display["commands"]:
                red, green, blue, alpha = (value / 255 for value in command["color"])
                context.set_source_rgba(red, green, blue, alpha)
                if "text" in command:
                    x, y, width, height = command["rect"]
                    context.set_font_size(command["size"])
                    context.move_to(x, y + (height + command["size"] * 0.7) / 2)
                    context.show_text(command["text"])
                    continue
                path = command.get("fill") or command["stroke"]
                for element in path:
                    if element[0] == "M":
                        context.move_to(*element[1:])
                    elif element[0] == "L":
                        context.line_to(*element[1:])
                    elif element[0] == "C":
                        context.curve_to(*element[1:])
                    else:
                        context.close_path()
                if "fill" in command:
                    context.fill()
                else:
                    context.set_line_width(command["width"])
                    context.stroke()
            output = io.BytesIO()
            surface.write_to_png(output)
            total += output.tell()
            if keep:
                surface.write_to_png(os.path.join(keep, f"cairo-{index}.png"))
        return total
    return draw


def skia_draw(lists, keep):
    import skia

    def draw():
        total = 0
        for index, display in enumerate(lists):
            surface = skia.Surface(display["width"], display["height"])
            canvas = surface.getCanvas()
            canvas.clear(skia.ColorWHITE)
            for command in display["commands"]:
                red, green, blue, alpha = command["color"]
                paint = skia.Paint(AntiAlias=True, Color=skia.Color(red, green, blue, alpha))
                if "text" in command:
                    x, y, width, height = command["rect"]
                    font = skia.Font(skia.Typeface("DejaVu Sans"), command["size"])
                    canvas.drawString(command["text"], x, y + (height + command["size"] * 0.7) / 2, font, paint)
                    continue
                path = skia.Path()
                for element in command.get("fill") or command["stroke"]:
                    if element[0] == "M":
                        path.moveTo(*element[1:])
                    elif element[0] == "L":
                        path.lineTo(*element[1:])
                    elif element[0] == "C":
                        path.cubicTo(*element[1:])
                    else:
                        path.close()
                if "stroke" in command:
                    paint.setStyle(skia.Paint.kStroke_Style)
                    paint.setStrokeWidth(command["width"])
                canvas.drawPath(path, paint)
            data = surface.makeImageSnapshot().encodeToData(skia.kPNG, 100)
            total += data.size()
            if keep:
                with open(os.path.join(keep, f"Skia-{index}.png"), "wb") as output:
                    output.write(bytes(data))
        return total
    return draw


def main():
    folder, count, runs, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    path = lambda name: os.path.join(folder, name)
    lists = [json.load(open(path(f"list{index}.json"))) for index in range(count)]
    records = []

    def add(comparison, tool, times, size, work, unit):
        records.append({"comparison": comparison, "input": "", "tool": tool, "isOurs": False, "seconds": times,
                        "bytes": size, "work": work, "workUnit": unit})

    for name, make in (("cairo", cairo_draw), ("Skia", skia_draw)):
        try:
            draw = make(lists, folder if "--keep" in sys.argv else None)
        except ImportError as error:
            print(f"render_peers.py: {name} is missing ({error}); pip install cairocffi skia-python", file=sys.stderr)
            continue
        times, size = timed(runs, draw)
        add("render + encode", name, times, size, count, "images")
    try:
        from PIL import Image
    except ImportError:
        print("render_peers.py: Pillow is missing; pip install pillow", file=sys.stderr)
    else:
        images = []
        for index in range(count):
            width, height = (int(value) for value in open(path(f"image{index}.size")).read().split())
            images.append(Image.frombytes("RGBA", (width, height), open(path(f"image{index}.rgba"), "rb").read()))
        megabytes = sum(len(image.tobytes()) for image in images) / 1e6

        def encode():
            total = 0
            for image in images:
                output = io.BytesIO()
                image.save(output, format="PNG")
                total += output.tell()
            return total
        times, size = timed(runs, encode)
        add("PNG encode", "Pillow", times, size, megabytes, "MB")
        files = [open(path(f"image{index}.png"), "rb").read() for index in range(count)]

        def decode():
            for data in files:
                Image.open(io.BytesIO(data)).load()
            return sum(len(data) for data in files)
        times, size = timed(runs, decode)
        add("PNG decode", "Pillow", times, size, megabytes, "MB")
    with open(out, "w") as output:
        json.dump(records, output)


main()
