import Foundation

/// The CIEDE2000 colour difference (Sharma, Wu and Dalal, 2005) between sRGB colours, each
/// blended over white by its alpha first.
enum CIEDE2000 {
    /// A colour in CIELAB, D65 white.
    struct Lab {
        let l: Double
        let a: Double
        let b: Double
    }

    /// The CIELAB form of an sRGB colour with straight alpha, blended over white.
    static func lab(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Lab {
        let opacity = Double(alpha) / 255
        func linear(_ channel: UInt8) -> Double {
            let value = (Double(channel) * opacity + 255 * (1 - opacity)) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return Lab(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
    }

    /// ΔE₀₀ between two CIELAB colours, with the weights kL = kC = kH = 1.
    static func difference(_ first: Lab, _ second: Lab) -> Double {
        let c1 = hypot(first.a, first.b), c2 = hypot(second.a, second.b)
        let meanC = (c1 + c2) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let cPrime1 = hypot(a1, first.b), cPrime2 = hypot(a2, second.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            guard b != 0 || a != 0 else { return 0 }
            let angle = atan2(b, a) * 180 / .pi
            return angle >= 0 ? angle : angle + 360
        }
        let h1 = hue(first.b, a1), h2 = hue(second.b, a2)
        let deltaL = second.l - first.l
        let deltaC = cPrime2 - cPrime1
        var deltaH = 0.0
        if cPrime1 * cPrime2 != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * sqrt(cPrime1 * cPrime2) * sin(deltaH * .pi / 360)
        let meanL = (first.l + second.l) / 2
        let meanCPrime = (cPrime1 + cPrime2) / 2
        var meanH = h1 + h2
        if cPrime1 * cPrime2 != 0 {
            if abs(h1 - h2) <= 180 { meanH = (h1 + h2) / 2 } else { meanH = (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 }
        }
        func cos(degrees: Double) -> Double { Foundation.cos(degrees * .pi / 180) }
        let t =
            1 - 0.17 * cos(degrees: meanH - 30) + 0.24 * cos(degrees: 2 * meanH) + 0.32 * cos(degrees: 3 * meanH + 6)
            - 0.20 * cos(degrees: 4 * meanH - 63)
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rC = 2 * sqrt(pow(meanCPrime, 7) / (pow(meanCPrime, 7) + pow(25, 7)))
        let sL = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(2 * deltaTheta * .pi / 180) * rC
        let l = deltaL / sL, c = deltaC / sC, h = deltaBigH / sH
        return sqrt(l * l + c * c + h * h + rT * c * h)
    }
}

extension ImageDiff {
    /// ΔE₀₀ between two CIELAB colours given as (L*, a*, b*).
    package static func deltaE(lab first: (Double, Double, Double), lab second: (Double, Double, Double)) -> Double {
        CIEDE2000.difference(
            CIEDE2000.Lab(l: first.0, a: first.1, b: first.2),
            CIEDE2000.Lab(l: second.0, a: second.1, b: second.2))
    }
}
