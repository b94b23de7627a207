// `java.lang.StrictMath`: a Swift port of fdlibm 5.3 (the algorithms Java specifies for StrictMath), bit for bit.
//
// The algorithms, constants and structure follow fdlibm and OpenJDK's Java translation of it
// (java.lang.FdLibm), whose notice is kept here as its licence asks:
//
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//   Developed at SunSoft, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this
//   software is freely granted, provided that this notice
//   is preserved.
//
// fdlibm reads and writes the two 32-bit halves of a double; here `highWord`/`lowWord` read them and
// `withHighWord`/`withLowWord`/`fromWords` build a double from them. Statements that only raise the IEEE
// inexact flag in C (`huge + x > 1`) are dropped: Swift, like Java, cannot observe the flags. All integer
// arithmetic on the words stays in range, except where `&+`/`&-` is written (C's and Java's wrap-around).

@inline(__always) private func highWord(_ x: Double) -> Int32 {
    Int32(truncatingIfNeeded: Int64(bitPattern: x.bitPattern) >> 32)
}

@inline(__always) private func lowWord(_ x: Double) -> UInt32 { UInt32(truncatingIfNeeded: x.bitPattern) }

@inline(__always) private func fromWords(_ high: Int32, _ low: UInt32) -> Double {
    Double(bitPattern: (UInt64(UInt32(bitPattern: high)) << 32) | UInt64(low))
}

@inline(__always) private func withHighWord(_ x: Double, _ high: Int32) -> Double { fromWords(high, lowWord(x)) }
@inline(__always) private func withLowWord(_ x: Double, _ low: UInt32) -> Double { fromWords(highWord(x), low) }

/// 2^n for -1022 ≤ n ≤ 1023, exactly.
@inline(__always) private func powerOfTwo(_ n: Int32) -> Double {
    Double(bitPattern: UInt64(n + 1023) << 52)
}

extension StrictMath {
    /// fdlibm's `scalbn` (and Java's `Math.scalb`): x·2^n rounded once.
    public static func scalbn(_ value: Double, _ n: Int32) -> Double {
        var x = value
        var high = highWord(x)
        var k = (high & 0x7FF0_0000) >> 20
        if k == 0 {  // zero or subnormal
            if (lowWord(x) | UInt32(bitPattern: high & 0x7FFF_FFFF)) == 0 { return x }
            x *= 0x1p54
            high = highWord(x)
            k = ((high & 0x7FF0_0000) >> 20) - 54
        }
        if k == 0x7FF { return x + x }
        let sum = Int64(k) + Int64(n)
        if sum > 0x7FE { return x.sign == .minus ? -.infinity : .infinity }
        if sum > 0 { return withHighWord(x, (high & ~0x7FF0_0000) | (Int32(sum) << 20)) }
        if sum <= -54 { return x.sign == .minus ? -0.0 : 0.0 }
        return withHighWord(x, (high & ~0x7FF0_0000) | ((Int32(sum) + 54) << 20)) * 0x1p-54
    }
}

// MARK: - sin, cos, tan

extension StrictMath {
    public static func sin(_ x: Double) -> Double {
        let ix = highWord(x) & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB { return kernelSin(x, 0, false) }  // |x| ≲ π/4
        if ix >= 0x7FF0_0000 { return x - x }  // NaN or ±∞
        let (n, y0, y1) = remPio2(x)
        switch n & 3 {
        case 0: return kernelSin(y0, y1, true)
        case 1: return kernelCos(y0, y1)
        case 2: return -kernelSin(y0, y1, true)
        default: return -kernelCos(y0, y1)
        }
    }

    public static func cos(_ x: Double) -> Double {
        let ix = highWord(x) & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB { return kernelCos(x, 0) }
        if ix >= 0x7FF0_0000 { return x - x }
        let (n, y0, y1) = remPio2(x)
        switch n & 3 {
        case 0: return kernelCos(y0, y1)
        case 1: return -kernelSin(y0, y1, true)
        case 2: return -kernelCos(y0, y1)
        default: return kernelSin(y0, y1, true)
        }
    }

    public static func tan(_ x: Double) -> Double {
        let ix = highWord(x) & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB { return kernelTan(x, 0, 1) }
        if ix >= 0x7FF0_0000 { return x - x }
        let (n, y0, y1) = remPio2(x)
        return kernelTan(y0, y1, 1 - ((n & 1) << 1))  // 1 for even n, -1 for odd
    }

    private static let s1 = -0x1.5555555555549p-3, s2 = 0x1.111111110f8a6p-7, s3 = -0x1.a01a019c161d5p-13
    private static let s4 = 0x1.71de357b1fe7dp-19, s5 = -0x1.ae5e68a2b9cebp-26, s6 = 0x1.5d93a5acfd57cp-33

    /// sin(x + y) on [-π/4, π/4], y the tail of x (used only when `hasTail`): x + x³·P(x²).
    static func kernelSin(_ x: Double, _ y: Double, _ hasTail: Bool) -> Double {
        let ix = highWord(x) & 0x7FFF_FFFF
        if ix < 0x3E40_0000 { return x }  // |x| < 2^-27
        let z = x * x
        let v = z * x
        let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
        if !hasTail { return x + v * (s1 + z * r) }
        return x - ((z * (0.5 * y - v * r) - y) - v * s1)
    }

    private static let c1 = 0x1.555555555554cp-5, c2 = -0x1.6c16c16c15177p-10, c3 = 0x1.a01a019cb159p-16
    private static let c4 = -0x1.27e4f809c52adp-22, c5 = 0x1.1ee9ebdb4b1c4p-29, c6 = -0x1.8fae9be8838d4p-37

    /// cos(x + y) on [-π/4, π/4]: 1 - x²/2 + x⁴·P(x²), with 1 - qx split off exactly for |x| ≥ 0.3.
    static func kernelCos(_ x: Double, _ y: Double) -> Double {
        let ix = highWord(x) & 0x7FFF_FFFF
        if ix < 0x3E40_0000 { return 1.0 }  // |x| < 2^-27
        let z = x * x
        let r = z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))))
        if ix < 0x3FD3_3333 { return 1.0 - (0.5 * z - (z * r - x * y)) }  // |x| < 0.3
        let qx = ix > 0x3FE9_0000 ? 0.28125 : fromWords(ix - 0x0020_0000, 0)  // |x|/4, or 0.28125 above 0.78125
        let hz = 0.5 * z - qx
        let a = 1.0 - qx
        return a - (hz - (z * r - x * y))
    }

    private static let pio4 = 0x1.921fb54442d18p-1, pio4lo = 0x1.1a62633145c07p-55
    private static let tanCoefficients: [Double] = [
        0x1.5555555555563p-2, 0x1.111111110fe7ap-3, 0x1.ba1ba1bb341fep-5, 0x1.664f48406d637p-6,
        0x1.226e3e96e8493p-7, 0x1.d6d22c9560328p-9, 0x1.7dbc8fee08315p-10, 0x1.344d8f2f26501p-11,
        0x1.026f71a8d1068p-12, 0x1.47e88a03792a6p-14, 0x1.2b80f32f0a7e9p-14, -0x1.375cbdb605373p-16,
        0x1.b2a7074bf7ad4p-16,
    ]

    /// tan(x + y) (k = 1) or -1/tan(x + y) (k = -1) on [-π/4, π/4]; above 0.6744 through tan(π/4 - x).
    static func kernelTan(_ xIn: Double, _ yIn: Double, _ k: Int32) -> Double {
        var x = xIn, y = yIn
        let hx = highWord(x)
        let ix = hx & 0x7FFF_FFFF
        if ix < 0x3E30_0000 {  // |x| < 2^-28
            if (ix | Int32(bitPattern: lowWord(x)) | (k + 1)) == 0 { return 1.0 / Swift.abs(x) }
            if k == 1 { return x }
            // -1/(x + y), carefully
            let w = x + y
            let z = withLowWord(w, 0)
            let v = y - (z - x)
            let a = -1.0 / w
            let t = withLowWord(a, 0)
            let s = 1.0 + t * z
            return t + a * (s + t * v)
        }
        if ix >= 0x3FE5_9428 {  // |x| ≥ 0.6744
            if hx < 0 { x = -x; y = -y }
            let z = pio4 - x
            let w = pio4lo - y
            x = z + w
            y = 0.0
        }
        let T = tanCoefficients
        let z = x * x
        var w = z * z
        // x⁵·(T1 + x²·T2 + …) split into odd and even powers of x⁴
        var r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))))
        var v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))))
        let s = z * x
        r = y + z * (s * (r + v) + y)
        r += T[0] * s
        w = x + r
        if ix >= 0x3FE5_9428 {
            v = Double(k)
            return Double(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)))
        }
        if k == 1 { return w }
        // -1/(x + r), accurately
        let zz = withLowWord(w, 0)
        v = r - (zz - x)
        let a = -1.0 / w
        let t = withLowWord(a, 0)
        let ss = 1.0 + t * zz
        return t + a * (ss + t * v)
    }

    /// 2/π in 24-bit pieces (396 hex digits).
    private static let twoOverPi: [Int32] = [
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
        0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
        0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
        0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
        0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E,
        0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    ]

    /// High words of n·π/2 for n = 1…32 (where the medium reduction must check for cancellation).
    private static let npio2HighWords: [Int32] = [
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
        0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
        0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
    ]

    private static let invpio2 = 0x1.45f306dc9c883p-1
    private static let pio2_1 = 0x1.921fb544p0, pio2_1t = 0x1.0b4611a626331p-34
    private static let pio2_2 = 0x1.0b4611a6p-34, pio2_2t = 0x1.3198a2e037073p-69
    private static let pio2_3 = 0x1.3198a2ep-69, pio2_3t = 0x1.b839a252049c1p-104

    /// fdlibm's `__ieee754_rem_pio2`: x - n·π/2 as y0 + y1 with |y0 + y1| ≤ π/4, and n.
    static func remPio2(_ x: Double) -> (Int32, Double, Double) {
        let hx = highWord(x)
        let ix = hx & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB { return (0, x, 0) }
        if ix < 0x4002_D97C {  // |x| < 3π/4: n = ±1
            if hx > 0 {
                var z = x - pio2_1
                if ix != 0x3FF9_21FB {
                    let y0 = z - pio2_1t
                    return (1, y0, (z - y0) - pio2_1t)
                }
                z -= pio2_2  // near π/2: 33+33+53 bits of π
                let y0 = z - pio2_2t
                return (1, y0, (z - y0) - pio2_2t)
            }
            var z = x + pio2_1
            if ix != 0x3FF9_21FB {
                let y0 = z + pio2_1t
                return (-1, y0, (z - y0) + pio2_1t)
            }
            z += pio2_2
            let y0 = z + pio2_2t
            return (-1, y0, (z - y0) + pio2_2t)
        }
        if ix <= 0x4139_21FB {  // |x| ≲ 2^19·π/2
            let t = Swift.abs(x)
            let n = Int32(t * invpio2 + 0.5)
            let fn = Double(n)
            var r = t - fn * pio2_1
            var w = fn * pio2_1t  // good to 85 bits
            var y0 = r - w
            if !(n < 32 && ix != npio2HighWords[Int(n) - 1]) {
                let j = ix >> 20
                var i = j - ((highWord(y0) >> 20) & 0x7FF)
                if i > 16 {  // second iteration, good to 118 bits
                    var t2 = r
                    w = fn * pio2_2
                    r = t2 - w
                    w = fn * pio2_2t - ((t2 - r) - w)
                    y0 = r - w
                    i = j - ((highWord(y0) >> 20) & 0x7FF)
                    if i > 49 {  // third iteration, 151 bits
                        t2 = r
                        w = fn * pio2_3
                        r = t2 - w
                        w = fn * pio2_3t - ((t2 - r) - w)
                        y0 = r - w
                    }
                }
            }
            let y1 = (r - y0) - w
            return hx < 0 ? (-n, -y0, -y1) : (n, y0, y1)
        }
        if ix >= 0x7FF0_0000 { let nan = x - x; return (0, nan, nan) }
        // Large arguments: |x| as three 24-bit pieces scaled by 2^e0.
        let e0 = (ix >> 20) - 1046
        var z = fromWords(ix - (e0 << 20), lowWord(x))
        var tx = [Double](repeating: 0, count: 3)
        for i in 0..<2 {
            tx[i] = Double(Int32(z))
            z = (z - tx[i]) * 0x1p24
        }
        tx[2] = z
        var nx = 3
        while tx[nx - 1] == 0.0 { nx -= 1 }
        let (n, y0, y1) = kernelRemPio2(tx, e0, nx)
        return hx < 0 ? (-n, -y0, -y1) : (n, y0, y1)
    }

    private static let pio2Pieces: [Double] = [
        0x1.921fb4p0, 0x1.4442dp-24, 0x1.846988p-48, 0x1.8cc516p-72,
        0x1.01b838p-96, 0x1.a25204p-120, 0x1.382228p-145, 0x1.9f31dp-169,
    ]

    /// fdlibm's `__kernel_rem_pio2` for double precision (prec 2, jk = 4): the fraction of x·2/π from just the
    /// 24-bit pieces of 2/π that matter, the last three bits of the integer part as n.
    static func kernelRemPio2(_ x: [Double], _ e0: Int32, _ nx: Int) -> (Int32, Double, Double) {
        let jk = 4, jp = 4
        var iq = [Int32](repeating: 0, count: 20)
        var f = [Double](repeating: 0, count: 20)
        var fq = [Double](repeating: 0, count: 20)
        var q = [Double](repeating: 0, count: 20)
        let ipio2 = twoOverPi

        let jx = nx - 1
        var jv = Int((e0 - 3) / 24)
        if jv < 0 { jv = 0 }
        var q0 = e0 - 24 * Int32(jv + 1)

        var j = jv - jx
        for i in 0...(jx + jk) {
            f[i] = j < 0 ? 0.0 : Double(ipio2[j])
            j += 1
        }
        for i in 0...jk {
            var fw = 0.0
            for j in 0...jx { fw += x[j] * f[jx + i - j] }
            q[i] = fw
        }

        var jz = jk
        var z = 0.0
        var n: Int32 = 0
        var ih: Int32 = 0
        while true {
            // distill q[] into iq[] in reverse
            var i = 0
            j = jz
            z = q[jz]
            while j > 0 {
                let fw = Double(Int32(0x1p-24 * z))
                iq[i] = Int32(z - 0x1p24 * fw)
                z = q[j - 1] + fw
                i += 1
                j -= 1
            }
            // n
            z = scalbn(z, q0)
            z -= 8.0 * (z * 0.125).rounded(.down)
            n = Int32(z)
            z -= Double(n)
            ih = 0
            if q0 > 0 {  // iq[jz-1] holds part of the integer
                let part = iq[jz - 1] >> (24 - q0)
                n += part
                iq[jz - 1] -= part << (24 - q0)
                ih = iq[jz - 1] >> (23 - q0)
            } else if q0 == 0 {
                ih = iq[jz - 1] >> 23
            } else if z >= 0.5 {
                ih = 2
            }
            if ih > 0 {  // q > 0.5: use 1 - q
                n += 1
                var carry: Int32 = 0
                for i in 0..<jz {
                    let v = iq[i]
                    if carry == 0 {
                        if v != 0 {
                            carry = 1
                            iq[i] = 0x100_0000 - v
                        }
                    } else {
                        iq[i] = 0xFF_FFFF - v
                    }
                }
                if q0 > 0 {
                    if q0 == 1 { iq[jz - 1] &= 0x7F_FFFF } else if q0 == 2 { iq[jz - 1] &= 0x3F_FFFF }
                }
                if ih == 2 {
                    z = 1.0 - z
                    if carry != 0 { z -= scalbn(1.0, q0) }
                }
            }
            // recompute with more terms of 2/π if the fraction cancelled out
            if z == 0.0 {
                var any: Int32 = 0
                var i = jz - 1
                while i >= jk { any |= iq[i]; i -= 1 }
                if any == 0 {
                    var k = 1
                    while iq[jk - k] == 0 { k += 1 }
                    for i in (jz + 1)...(jz + k) {
                        f[jx + i] = Double(ipio2[jv + i])
                        var fw = 0.0
                        for j in 0...jx { fw += x[j] * f[jx + i - j] }
                        q[i] = fw
                    }
                    jz += k
                    continue
                }
            }
            break
        }

        // chop off zero terms
        if z == 0.0 {
            jz -= 1
            q0 -= 24
            while iq[jz] == 0 {
                jz -= 1
                q0 -= 24
            }
        } else {  // break z into 24-bit pieces if necessary
            z = scalbn(z, -q0)
            if z >= 0x1p24 {
                let fw = Double(Int32(0x1p-24 * z))
                iq[jz] = Int32(z - 0x1p24 * fw)
                jz += 1
                q0 += 24
                iq[jz] = Int32(fw)
            } else {
                iq[jz] = Int32(z)
            }
        }

        // integer chunks to floating point
        var fw = scalbn(1.0, q0)
        var i = jz
        while i >= 0 {
            q[i] = fw * Double(iq[i])
            fw *= 0x1p-24
            i -= 1
        }
        // PIo2[0...jp] · q[jz...0]
        i = jz
        while i >= 0 {
            var sum = 0.0
            var k = 0
            while k <= jp && k <= jz - i {
                sum += pio2Pieces[k] * q[i + k]
                k += 1
            }
            fq[jz - i] = sum
            i -= 1
        }
        // compress fq[] into y0, y1
        var sum = 0.0
        i = jz
        while i >= 0 { sum += fq[i]; i -= 1 }
        let y0 = ih == 0 ? sum : -sum
        sum = fq[0] - sum
        if jz >= 1 { for i in 1...jz { sum += fq[i] } }
        let y1 = ih == 0 ? sum : -sum
        return (n & 7, y0, y1)
    }
}

// MARK: - asin, acos, atan, atan2

extension StrictMath {
    private static let pio2Hi = 0x1.921fb54442d18p0, pio2Lo = 0x1.1a62633145c07p-54, pio4Hi = 0x1.921fb54442d18p-1
    private static let pS0 = 0x1.5555555555555p-3, pS1 = -0x1.4d61203eb6f7dp-2, pS2 = 0x1.9c1550e884455p-3
    private static let pS3 = -0x1.48228b5688f3bp-5, pS4 = 0x1.9efe07501b288p-11, pS5 = 0x1.23de10dfdf709p-15
    private static let qS1 = -0x1.33a271c8a2d4bp1, qS2 = 0x1.02ae59c598ac8p1, qS3 = -0x1.6066c1b8d0159p-1
    private static let qS4 = 0x1.3b8c5b12e9282p-4

    /// The rational approximation R(t)·t of (asin(√t)-√t)/√t shared by asin and acos: p/q.
    @inline(__always) private static func asinRational(_ t: Double) -> (Double, Double) {
        let p = t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))))
        let q = 1.0 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4)))
        return (p, q)
    }

    public static func asin(_ x: Double) -> Double {
        let hx = highWord(x)
        let ix = hx & 0x7FFF_FFFF
        if ix >= 0x3FF0_0000 {  // |x| ≥ 1
            if ((ix - 0x3FF0_0000) | Int32(bitPattern: lowWord(x))) == 0 { return x * pio2Hi + x * pio2Lo }
            return (x - x) / (x - x)  // NaN
        }
        if ix < 0x3FE0_0000 {  // |x| < 0.5
            if ix < 0x3E40_0000 { return x }  // |x| < 2^-27
            let t = x * x
            let (p, q) = asinRational(t)
            return x + x * (p / q)
        }
        // 0.5 ≤ |x| < 1: asin(x) = π/2 - 2·asin(√((1-x)/2))
        let w = 1.0 - Swift.abs(x)
        let t = w * 0.5
        let (p, q) = asinRational(t)
        let s = t.squareRoot()
        let result: Double
        if ix >= 0x3FEF_3333 {  // |x| > 0.975
            result = pio2Hi - (2.0 * (s + s * (p / q)) - pio2Lo)
        } else {
            let f = withLowWord(s, 0)
            let c = (t - f * f) / (s + f)
            let r = p / q
            let pp = 2.0 * s * r - (pio2Lo - 2.0 * c)
            let qq = pio4Hi - 2.0 * f
            result = pio4Hi - (pp - qq)
        }
        return hx > 0 ? result : -result
    }

    public static func acos(_ x: Double) -> Double {
        let hx = highWord(x)
        let ix = hx & 0x7FFF_FFFF
        if ix >= 0x3FF0_0000 {  // |x| ≥ 1
            if ((ix - 0x3FF0_0000) | Int32(bitPattern: lowWord(x))) == 0 {
                return hx > 0 ? 0.0 : Double.pi + 2.0 * pio2Lo
            }
            return (x - x) / (x - x)
        }
        if ix < 0x3FE0_0000 {  // |x| < 0.5
            if ix <= 0x3C60_0000 { return pio2Hi + pio2Lo }  // |x| < 2^-57
            let z = x * x
            let (p, q) = asinRational(z)
            return pio2Hi - (x - (pio2Lo - x * (p / q)))
        }
        if hx < 0 {  // x < -0.5
            let z = (1.0 + x) * 0.5
            let (p, q) = asinRational(z)
            let s = z.squareRoot()
            let w = (p / q) * s - pio2Lo
            return Double.pi - 2.0 * (s + w)
        }
        // x > 0.5
        let z = (1.0 - x) * 0.5
        let s = z.squareRoot()
        let df = withLowWord(s, 0)
        let c = (z - df * df) / (s + df)
        let (p, q) = asinRational(z)
        let w = (p / q) * s + c
        return 2.0 * (df + w)
    }

    private static let atanHi: [Double] = [0x1.dac670561bb4fp-2, 0x1.921fb54442d18p-1, 0x1.f730bd281f69bp-1, 0x1.921fb54442d18p0]
    private static let atanLo: [Double] = [0x1.a2b7f222f65e2p-56, 0x1.1a62633145c07p-55, 0x1.007887af0cbbdp-56, 0x1.1a62633145c07p-54]
    private static let aT: [Double] = [
        0x1.555555555550dp-2, -0x1.999999998ebc4p-3, 0x1.24924920083ffp-3, -0x1.c71c6fe231671p-4,
        0x1.745cdc54c206ep-4, -0x1.3b0f2af749a6dp-4, 0x1.10d66a0d03d51p-4, -0x1.dde2d52defd9ap-5,
        0x1.97b4b24760debp-5, -0x1.2b4442c6a6c2fp-5, 0x1.0ad3ae322da11p-6,
    ]

    /// atan: reduced to [0, 7/16] through atan(0.5), atan(1), atan(1.5) or atan(∞), then an odd polynomial.
    public static func atan(_ value: Double) -> Double {
        var x = value
        let hx = highWord(x)
        let ix = hx & 0x7FFF_FFFF
        let id: Int
        if ix >= 0x4410_0000 {  // |x| ≥ 2^66
            if ix > 0x7FF0_0000 || (ix == 0x7FF0_0000 && lowWord(x) != 0) { return x + x }  // NaN
            return hx > 0 ? atanHi[3] + atanLo[3] : -atanHi[3] - atanLo[3]
        }
        if ix < 0x3FDC_0000 {  // |x| < 0.4375
            if ix < 0x3E20_0000 { return x }  // |x| < 2^-29
            id = -1
        } else {
            x = Swift.abs(x)
            if ix < 0x3FF3_0000 {  // |x| < 1.1875
                if ix < 0x3FE6_0000 {  // 7/16 ≤ |x| < 11/16
                    id = 0
                    x = (2.0 * x - 1.0) / (2.0 + x)
                } else {  // 11/16 ≤ |x| < 19/16
                    id = 1
                    x = (x - 1.0) / (x + 1.0)
                }
            } else if ix < 0x4003_8000 {  // |x| < 2.4375
                id = 2
                x = (x - 1.5) / (1.0 + 1.5 * x)
            } else {  // 2.4375 ≤ |x| < 2^66
                id = 3
                x = -1.0 / x
            }
        }
        let z = x * x
        let w = z * z
        let s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))))
        let s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))))
        if id < 0 { return x - x * (s1 + s2) }
        let result = atanHi[id] - ((x * (s1 + s2) - atanLo[id]) - x)
        return hx < 0 ? -result : result
    }

    private static let atan2Tiny = 1.0e-300
    private static let piOver4 = 0x1.921fb54442d18p-1, piOver2 = 0x1.921fb54442d18p0, piLo = 0x1.1a62633145c07p-53

    /// atan2(y, x): the quadrant from the signs, special values by the table in fdlibm, otherwise atan(|y/x|).
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        let hx = highWord(x), hy = highWord(y)
        let ix = hx & 0x7FFF_FFFF, iy = hy & 0x7FFF_FFFF
        let lx = lowWord(x), ly = lowWord(y)
        if x.isNaN || y.isNaN { return x + y }
        if ((hx &- 0x3FF0_0000) | Int32(bitPattern: lx)) == 0 { return atan(y) }  // x = 1
        let m = ((hy >> 31) & 1) | ((hx >> 30) & 2)  // 2·sign(x) + sign(y)
        if (UInt32(bitPattern: iy) | ly) == 0 {  // y = 0
            switch m {
            case 0, 1: return y
            case 2: return Double.pi + atan2Tiny
            default: return -Double.pi - atan2Tiny
            }
        }
        if (UInt32(bitPattern: ix) | lx) == 0 {  // x = 0
            return hy < 0 ? -piOver2 - atan2Tiny : piOver2 + atan2Tiny
        }
        if ix == 0x7FF0_0000 {  // x = ±∞
            if iy == 0x7FF0_0000 {
                switch m {
                case 0: return piOver4 + atan2Tiny
                case 1: return -piOver4 - atan2Tiny
                case 2: return 3.0 * piOver4 + atan2Tiny
                default: return -3.0 * piOver4 - atan2Tiny
                }
            }
            switch m {
            case 0: return 0.0
            case 1: return -0.0
            case 2: return Double.pi + atan2Tiny
            default: return -Double.pi - atan2Tiny
            }
        }
        if iy == 0x7FF0_0000 { return hy < 0 ? -piOver2 - atan2Tiny : piOver2 + atan2Tiny }
        let k = (iy - ix) >> 20
        let z: Double
        if k > 60 {  // |y/x| > 2^60
            z = piOver2 + 0.5 * piLo
        } else if hx < 0 && k < -60 {  // |y|/x < -2^60
            z = 0.0
        } else {
            z = atan(Swift.abs(y / x))
        }
        switch m {
        case 0: return z
        case 1: return -z
        case 2: return Double.pi - (z - piLo)
        default: return (z - piLo) - Double.pi
        }
    }
}

// MARK: - cbrt, hypot

extension StrictMath {
    private static let cbrtB1: Int32 = 715_094_163  // (682 - 0.03306235651)·2^20
    private static let cbrtB2: Int32 = 696_219_795  // (664 - 0.03306235651)·2^20
    private static let cbrtC = 0x1.15f15f15f15f1p-1, cbrtD = -0x1.691de2532c834p-1, cbrtE = 0x1.6a0ea0ea0ea0fp0
    private static let cbrtF = 0x1.9b6db6db6db6ep0, cbrtG = 0x1.6db6db6db6db7p-2

    /// cbrt: a 5-bit guess from the exponent bits, a rational step to 23 bits, then a Newton step.
    public static func cbrt(_ value: Double) -> Double {
        if value == 0.0 || !value.isFinite { return value }
        let sign = value < 0.0 ? -1.0 : 1.0
        let x = Swift.abs(value)
        var t: Double
        if x < 0x1p-1022 {  // subnormal
            t = 0x1p54 * x
            t = withHighWord(t, highWord(t) / 3 + cbrtB2)
        } else {
            t = fromWords(highWord(x) / 3 + cbrtB1, 0)
        }
        var r = t * t / x
        var s = cbrtC + r * t
        t *= cbrtG + cbrtF / (s + cbrtE + cbrtD / s)
        // chop to 20 bits, rounded up
        t = withLowWord(t, 0)
        t = withHighWord(t, highWord(t) + 1)
        s = t * t  // exact
        r = x / s
        let w = t + t
        r = (r - t) / (w + r)
        t = t + t * r
        return sign * t
    }

    /// hypot: √(x² + y²) with x² + y² computed in extra precision by splitting into high and low parts,
    /// scaled away from overflow and underflow.
    public static func hypot(_ x: Double, _ y: Double) -> Double {
        var a = Swift.abs(x)
        var b = Swift.abs(y)
        if !a.isFinite || !b.isFinite {
            if a == .infinity || b == .infinity { return .infinity }
            return a + b  // NaN
        }
        if b > a { swap(&a, &b) }
        var ha = highWord(a)
        var hb = highWord(b)
        if (ha - hb) > 0x3C0_0000 { return a + b }  // a/b > 2^60
        var k: Int32 = 0
        if a > 0x1.00000ffffffffp500 {  // a > ~2^500: scale by 2^-600
            ha -= 0x2580_0000
            hb -= 0x2580_0000
            a *= 0x1p-600
            b *= 0x1p-600
            k += 600
        }
        if b < 0x1p-500 {
            if b < 0x1p-1022 {  // subnormal b or 0
                if b == 0.0 { return a }
                b *= 0x1p1022
                a *= 0x1p1022
                k -= 1022
            } else {  // scale by 2^600
                ha += 0x2580_0000
                hb += 0x2580_0000
                a *= 0x1p600
                b *= 0x1p600
                k -= 600
            }
        }
        var w = a - b
        if w > b {
            let t1 = fromWords(ha, 0)
            let t2 = a - t1
            w = (t1 * t1 - (b * (-b) - t2 * (a + t1))).squareRoot()
        } else {
            a = a + a
            let y1 = fromWords(hb, 0)
            let y2 = b - y1
            let t1 = fromWords(ha + 0x0010_0000, 0)
            let t2 = a - t1
            w = (t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b))).squareRoot()
        }
        return k != 0 ? powerOfTwo(k) * w : w
    }
}

// MARK: - exp, pow, log10, log1p, expm1

extension StrictMath {
    private static let expLn2Hi = 0x1.62e42feep-1, expLn2Lo = 0x1.a39ef35793c76p-33, invLn2 = 0x1.71547652b82fep0
    private static let expP1 = 0x1.555555555553ep-3, expP2 = -0x1.6c16c16bebd93p-9, expP3 = 0x1.1566aaf25de2cp-14
    private static let expP4 = -0x1.bbd41c5d26bf1p-20, expP5 = 0x1.6376972bea4d0p-25

    /// exp: x = k·ln2 + r, |r| ≤ ln2/2, exp(r) from a rational approximation, then 2^k.
    public static func exp(_ value: Double) -> Double {
        var x = value
        var hx = highWord(x)
        let xsb = (hx >> 31) & 1
        hx &= 0x7FFF_FFFF
        var hi = 0.0, lo = 0.0
        var k: Int32 = 0
        if hx >= 0x4086_2E42 {  // |x| ≥ 709.78…
            if hx >= 0x7FF0_0000 {
                if ((hx & 0xF_FFFF) | Int32(bitPattern: lowWord(x))) != 0 { return x + x }  // NaN
                return xsb == 0 ? x : 0.0
            }
            if x > 0x1.62e42fefa39efp9 { return .infinity }
            if x < -0x1.74910d52d3051p9 { return 0.0 }
        }
        if hx > 0x3FD6_2E42 {  // |x| > ln2/2
            if hx < 0x3FF0_A2B2 {  // and < 1.5·ln2
                hi = x - expLn2Hi * Double(1 - 2 * xsb)
                lo = xsb == 0 ? expLn2Lo : -expLn2Lo
                k = 1 - xsb - xsb
            } else {
                k = Int32(invLn2 * x + 0.5 * Double(1 - 2 * xsb))
                let t = Double(k)
                hi = x - t * expLn2Hi
                lo = t * expLn2Lo
            }
            x = hi - lo
        } else if hx < 0x3E30_0000 {  // |x| < 2^-28
            return 1.0 + x
        }
        let t = x * x
        let c = x - t * (expP1 + t * (expP2 + t * (expP3 + t * (expP4 + t * expP5))))
        if k == 0 { return 1.0 - ((x * c) / (c - 2.0) - x) }
        let y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi)
        if k >= -1021 { return withHighWord(y, highWord(y) &+ (k << 20)) }
        return withHighWord(y, highWord(y) &+ ((k + 1000) << 20)) * 0x1p-1000
    }

    /// pow: log2(|x|) in extra precision (two doubles), times y in extra precision, then 2^(y·log2 x)
    /// through the exp kernel, with the IEEE special cases first.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0.0 { return 1.0 }
        if x.isNaN || y.isNaN { return x + y }
        let yAbs = Swift.abs(y)
        var xAbs = Swift.abs(x)
        if y == 2.0 { return x * x }
        if y == 0.5 {
            if x >= -Double.greatestFiniteMagnitude { return (x + 0.0).squareRoot() }
        } else if yAbs == 1.0 {
            return y == 1.0 ? x : 1.0 / x
        } else if yAbs == .infinity {
            if xAbs == 1.0 { return y - y }  // NaN
            if xAbs > 1.0 { return y >= 0 ? y : 0.0 }
            return y < 0 ? -y : 0.0
        }
        let hx = highWord(x)
        var ix = hx & 0x7FFF_FFFF
        // for x < 0: is y an integer, odd (1) or even (2)?
        var yIsInt: Int32 = 0
        if hx < 0 {
            if yAbs >= 0x1p53 {
                yIsInt = 2
            } else if yAbs >= 1.0 {
                let asLong = Int64(yAbs)
                if Double(asLong) == yAbs { yIsInt = 2 - Int32(asLong & 1) }
            }
        }
        if xAbs == 0.0 || xAbs == .infinity || xAbs == 1.0 {
            var z = xAbs
            if y < 0.0 { z = 1.0 / z }
            if hx < 0 {
                if ((ix - 0x3FF0_0000) | yIsInt) == 0 {
                    z = (z - z) / (z - z)  // (-1)^non-integer
                } else if yIsInt == 1 {
                    z = -1.0 * z
                }
            }
            return z
        }
        var n = (hx >> 31) + 1
        if (n | yIsInt) == 0 { return (x - x) / (x - x) }  // negative^non-integer
        var s = 1.0  // sign of the result
        if (n | (yIsInt - 1)) == 0 { s = -1.0 }

        var t1: Double, t2: Double
        if yAbs > 0x1.00000ffffffffp31 {  // |y| > ~2^31
            let invLn2H = 0x1.715476p0, invLn2L = 0x1.4ae0bf85ddf44p-26
            if xAbs < 0x1.fffff00000000p-1 { return y < 0.0 ? s * .infinity : s * 0.0 }
            if xAbs > 0x1.00000ffffffffp0 { return y > 0.0 ? s * .infinity : s * 0.0 }
            // |1 - x| ≤ 2^-20: log(x) ≈ t - t²/2 + t³/3 - t⁴/4
            let t = xAbs - 1.0
            let w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25))
            let u = invLn2H * t
            let v = t * invLn2L - w * invLn2
            t1 = withLowWord(u + v, 0)
            t2 = v - (t1 - u)
        } else {
            let cp = 0x1.ec709dc3a03fdp-1, cpH = 0x1.ec709ep-1, cpL = -0x1.e2fe0145b01f5p-28
            n = 0
            if ix < 0x0010_0000 {  // subnormal x
                xAbs *= 0x1p53
                n -= 53
                ix = highWord(xAbs)
            }
            n += (ix >> 20) - 0x3FF
            let j = ix & 0x000F_FFFF
            ix = j | 0x3FF0_0000
            var k: Int32
            if j <= 0x3988E {
                k = 0  // |x| < √(3/2)
            } else if j < 0xBB67A {
                k = 1  // |x| < √3
            } else {
                k = 0
                n += 1
                ix -= 0x0010_0000
            }
            xAbs = withHighWord(xAbs, ix)
            let dpH1 = 0x1.2b8034p-1, dpL1 = 0x1.cfdeb43cfd006p-27
            let l1 = 0x1.3333333333303p-1, l2 = 0x1.b6db6db6fabffp-2, l3 = 0x1.55555518f264dp-2
            let l4 = 0x1.17460a91d4101p-2, l5 = 0x1.d864a93c9db65p-3, l6 = 0x1.a7e284a454eefp-3
            let bpK = 1.0 + 0.5 * Double(k)
            var u = xAbs - bpK
            var v = 1.0 / (xAbs + bpK)
            let ss = u * v
            let sH = withLowWord(ss, 0)
            var tH = fromWords(((ix >> 1) | 0x2000_0000) + 0x0008_0000 + (k << 18), 0)
            var tL = xAbs - (tH - bpK)
            let sL = v * ((u - sH * tH) - sH * tL)
            var s2 = ss * ss
            var r = s2 * s2 * (l1 + s2 * (l2 + s2 * (l3 + s2 * (l4 + s2 * (l5 + s2 * l6)))))
            r += sL * (sH + ss)
            s2 = sH * sH
            tH = withLowWord(3.0 + s2 + r, 0)
            tL = r - ((tH - 3.0) - s2)
            u = sH * tH
            v = sL * tH + tL * ss
            let pH = withLowWord(u + v, 0)
            let pL = v - (pH - u)
            let zH = cpH * pH
            let zL = cpL * pH + pL * cp + dpL1 * Double(k)
            let t = Double(n)
            t1 = withLowWord(((zH + zL) + dpH1 * Double(k)) + t, 0)
            t2 = zL - (((t1 - t) - dpH1 * Double(k)) - zH)
        }

        // (y1 + y2)·(t1 + t2)
        let y1 = withLowWord(y, 0)
        let pL = (y - y1) * t1 + y * t2
        var pH = y1 * t1
        var z = pL + pH
        var j = highWord(z)
        var i = Int32(bitPattern: lowWord(z))
        if j >= 0x4090_0000 {  // z ≥ 1024
            if ((j - 0x4090_0000) | i) != 0 { return s * .infinity }
            if pL + 8.0085662595372944372e-17 > z - pH { return s * .infinity }
        } else if (j & 0x7FFF_FFFF) >= 0x4090_CC00 {  // z ≤ -1075
            if ((j &- Int32(bitPattern: 0xC090_CC00)) | i) != 0 { return s * 0.0 }
            if pL <= z - pH { return s * 0.0 }
        }
        // 2^(pH + pL)
        let p1 = 0x1.555555555553ep-3, p2 = -0x1.6c16c16bebd93p-9, p3 = 0x1.1566aaf25de2cp-14
        let p4 = -0x1.bbd41c5d26bf1p-20, p5 = 0x1.6376972bea4d0p-25
        let lg2 = 0x1.62e42fefa39efp-1, lg2H = 0x1.62e43p-1, lg2L = -0x1.05c610ca86c39p-29
        i = j & 0x7FFF_FFFF
        var k = (i >> 20) - 0x3FF
        n = 0
        if i > 0x3FE0_0000 {  // |z| > 0.5: n = [z + 0.5]
            n = j &+ (0x0010_0000 >> (k + 1))
            k = ((n & 0x7FFF_FFFF) >> 20) - 0x3FF
            let t = fromWords(n & ~(0x000F_FFFF >> k), 0)
            n = ((n & 0x000F_FFFF) | 0x0010_0000) >> (20 - k)
            if j < 0 { n = -n }
            pH -= t
        }
        let t = withLowWord(pL + pH, 0)
        let u = t * lg2H
        let v = (pL - (t - pH)) * lg2 + t * lg2L
        z = u + v
        let w = v - (z - u)
        let tt = z * z
        let tt1 = z - tt * (p1 + tt * (p2 + tt * (p3 + tt * (p4 + tt * p5))))
        let r = (z * tt1) / (tt1 - 2.0) - (w + z * w)
        z = 1.0 - (r - z)
        j = highWord(z) &+ (n << 20)
        if (j >> 20) <= 0 {
            z = scalbn(z, n)  // subnormal result
        } else {
            z = withHighWord(z, highWord(z) &+ (n << 20))
        }
        return s * z
    }

    private static let ivln10 = 0x1.bcb7b1526e50ep-2
    private static let log10Of2Hi = 0x1.34413509f6p-2, log10Of2Lo = 0x1.9fef311f12b36p-42

    /// log10(x) = n·log10(2) + log(x/2^n)/ln 10, with n·log10(2) in two pieces.
    public static func log10(_ value: Double) -> Double {
        var x = value
        var hx = highWord(x)
        var k: Int32 = 0
        if hx < 0x0010_0000 {  // zero, negative or subnormal
            if ((hx & 0x7FFF_FFFF) | Int32(bitPattern: lowWord(x))) == 0 { return -.infinity }
            if hx < 0 { return (x - x) / 0.0 }
            k -= 54
            x *= 0x1p54
            hx = highWord(x)
        }
        if hx >= 0x7FF0_0000 { return x + x }
        k += (hx >> 20) - 1023
        let i = Int32(bitPattern: UInt32(bitPattern: k) >> 31)
        hx = (hx & 0x000F_FFFF) | ((0x3FF - i) << 20)
        let y = Double(k + i)
        x = withHighWord(x, hx)
        let z = y * log10Of2Lo + ivln10 * log(x)
        return z + y * log10Of2Hi
    }

    private static let lp1 = 0x1.5555555555593p-1, lp2 = 0x1.999999997fa04p-2, lp3 = 0x1.2492494229359p-2
    private static let lp4 = 0x1.c71c51d8e78afp-3, lp5 = 0x1.7466496cb03dep-3, lp6 = 0x1.39a09d078c69fp-3
    private static let lp7 = 0x1.2f112df3e5244p-3

    /// log1p: 1 + x = 2^k·(1 + f) with a correction c for the rounding of 1 + x, then log's kernel.
    public static func log1p(_ x: Double) -> Double {
        let hx = highWord(x)
        let ax = hx & 0x7FFF_FFFF
        var k: Int32 = 1
        var f = 0.0, c = 0.0
        var hu: Int32 = 0
        if hx < 0x3FDA_827A {  // x < 0.41422
            if ax >= 0x3FF0_0000 {  // x ≤ -1
                return x == -1.0 ? -.infinity : (x - x) / (x - x)
            }
            if ax < 0x3E20_0000 {  // |x| < 2^-29
                if ax < 0x3C90_0000 { return x }  // |x| < 2^-54
                return x - x * x * 0.5
            }
            if hx > 0 || hx <= Int32(bitPattern: 0xBFD2_BEC3) {  // -0.2929 < x < 0.41422
                k = 0
                f = x
                hu = 1
            }
        }
        if hx >= 0x7FF0_0000 { return x + x }
        if k != 0 {
            var u: Double
            if hx < 0x4340_0000 {
                u = 1.0 + x
                hu = highWord(u)
                k = (hu >> 20) - 1023
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0)  // correction term
                c /= u
            } else {
                u = x
                hu = highWord(u)
                k = (hu >> 20) - 1023
                c = 0
            }
            hu &= 0x000F_FFFF
            if hu < 0x6_A09E {
                u = withHighWord(u, hu | 0x3FF0_0000)  // normalize u
            } else {
                k += 1
                u = withHighWord(u, hu | 0x3FE0_0000)  // normalize u/2
                hu = (0x0010_0000 - hu) >> 2
            }
            f = u - 1.0
        }
        let hfsq = 0.5 * f * f
        let dk = Double(k)
        if hu == 0 {  // |f| < 2^-20
            if f == 0.0 {
                if k == 0 { return 0.0 }
                c += dk * expLn2Lo
                return dk * expLn2Hi + c
            }
            let r = hfsq * (1.0 - 0.66666666666666666 * f)
            if k == 0 { return f - r }
            return dk * expLn2Hi - ((r - (dk * expLn2Lo + c)) - f)
        }
        let s = f / (2.0 + f)
        let z = s * s
        let r = z * (lp1 + z * (lp2 + z * (lp3 + z * (lp4 + z * (lp5 + z * (lp6 + z * lp7))))))
        if k == 0 { return f - (hfsq - s * (hfsq + r)) }
        return dk * expLn2Hi - ((hfsq - (s * (hfsq + r) + (dk * expLn2Lo + c))) - f)
    }

    private static let q1 = -0x1.11111111110f4p-5, q2 = 0x1.a01a019fe5585p-10, q3 = -0x1.4ce199eaadbb7p-14
    private static let q4 = 0x1.0cfca86e65239p-18, q5 = -0x1.afdb76e09c32dp-23

    /// expm1: x = k·ln2 + r with a correction term, expm1(r) from a rational approximation, then scaled
    /// back by cases that keep the subtraction of 1 exact.
    public static func expm1(_ value: Double) -> Double {
        var x = value
        var hx = highWord(x)
        let xsb = hx & Int32(bitPattern: 0x8000_0000)
        hx &= 0x7FFF_FFFF
        var c = 0.0
        var k: Int32
        if hx >= 0x4043_687A {  // |x| ≥ 56·ln2
            if hx >= 0x4086_2E42 {  // |x| ≥ 709.78…
                if hx >= 0x7FF0_0000 {
                    if ((hx & 0xF_FFFF) | Int32(bitPattern: lowWord(x))) != 0 { return x + x }  // NaN
                    return xsb == 0 ? x : -1.0
                }
                if x > 0x1.62e42fefa39efp9 { return .infinity }
            }
            if xsb != 0 { return -1.0 }  // x < -56·ln2
        }
        if hx > 0x3FD6_2E42 {  // |x| > ln2/2
            var hi: Double, lo: Double
            if hx < 0x3FF0_A2B2 {  // and < 1.5·ln2
                if xsb == 0 {
                    hi = x - expLn2Hi
                    lo = expLn2Lo
                    k = 1
                } else {
                    hi = x + expLn2Hi
                    lo = -expLn2Lo
                    k = -1
                }
            } else {
                k = Int32(invLn2 * x + (xsb == 0 ? 0.5 : -0.5))
                let t = Double(k)
                hi = x - t * expLn2Hi
                lo = t * expLn2Lo
            }
            x = hi - lo
            c = (hi - x) - lo
        } else if hx < 0x3C90_0000 {  // |x| < 2^-54
            return x
        } else {
            k = 0
        }
        let hfx = 0.5 * x
        let hxs = x * hfx
        let r1 = 1.0 + hxs * (q1 + hxs * (q2 + hxs * (q3 + hxs * (q4 + hxs * q5))))
        var t = 3.0 - r1 * hfx
        var e = hxs * ((r1 - t) / (6.0 - x * t))
        if k == 0 { return x - (x * e - hxs) }
        e = (x * (e - c) - c)
        e -= hxs
        if k == -1 { return 0.5 * (x - e) - 0.5 }
        if k == 1 {
            if x < -0.25 { return -2.0 * (e - (x + 0.5)) }
            return 1.0 + 2.0 * (x - e)
        }
        var y: Double
        if k <= -2 || k > 56 {  // exp(x) - 1 suffices
            y = 1.0 - (e - x)
            y = withHighWord(y, highWord(y) &+ (k << 20))
            return y - 1.0
        }
        if k < 20 {
            t = fromWords(0x3FF0_0000 - (0x20_0000 >> k), 0)  // 1 - 2^-k
            y = t - (e - x)
            y = withHighWord(y, highWord(y) &+ (k << 20))
        } else {
            t = fromWords((0x3FF - k) << 20, 0)  // 2^-k
            y = x - (e + t)
            y += 1.0
            y = withHighWord(y, highWord(y) &+ (k << 20))
        }
        return y
    }
}

// MARK: - sinh, cosh, tanh

extension StrictMath {
    /// sinh from expm1 below 22 (no cancellation), exp above, exp(x/2)² near the overflow threshold.
    public static func sinh(_ x: Double) -> Double {
        let jx = highWord(x)
        let ix = jx & 0x7FFF_FFFF
        if ix >= 0x7FF0_0000 { return x + x }  // ±∞ or NaN
        let h = jx < 0 ? -0.5 : 0.5
        if ix < 0x4036_0000 {  // |x| < 22
            if ix < 0x3E30_0000 { return x }  // |x| < 2^-28
            let t = expm1(Swift.abs(x))
            if ix < 0x3FF0_0000 { return h * (2.0 * t - t * t / (t + 1.0)) }
            return h * (t + t / (t + 1.0))
        }
        if ix < 0x4086_2E42 { return h * exp(Swift.abs(x)) }  // |x| < log(Double.max)
        if ix < 0x4086_33CE || (ix == 0x4086_33CE && lowWord(x) <= 0x8FB9_F87D) {
            let w = exp(0.5 * Swift.abs(x))
            let t = h * w
            return t * w
        }
        return x * 1.0e307  // overflow
    }

    public static func cosh(_ x: Double) -> Double {
        let ix = highWord(x) & 0x7FFF_FFFF
        if ix >= 0x7FF0_0000 { return x * x }
        if ix < 0x3FD6_2E43 {  // |x| < ln2/2: 1 + expm1(|x|)²/(2·exp(|x|))
            let t = expm1(Swift.abs(x))
            let w = 1.0 + t
            if ix < 0x3C80_0000 { return w }
            return 1.0 + (t * t) / (w + w)
        }
        if ix < 0x4036_0000 {  // |x| < 22
            let t = exp(Swift.abs(x))
            return 0.5 * t + 0.5 / t
        }
        if ix < 0x4086_2E42 { return 0.5 * exp(Swift.abs(x)) }
        if ix < 0x4086_33CE || (ix == 0x4086_33CE && lowWord(x) <= 0x8FB9_F87D) {
            let w = exp(0.5 * Swift.abs(x))
            let t = 0.5 * w
            return t * w
        }
        return .infinity
    }

    public static func tanh(_ x: Double) -> Double {
        let jx = highWord(x)
        let ix = jx & 0x7FFF_FFFF
        if ix >= 0x7FF0_0000 { return jx >= 0 ? 1.0 / x + 1.0 : 1.0 / x - 1.0 }
        let z: Double
        if ix < 0x4036_0000 {  // |x| < 22
            if ix < 0x3C80_0000 { return x * (1.0 + x) }  // |x| < 2^-55
            if ix >= 0x3FF0_0000 {  // |x| ≥ 1
                let t = expm1(2.0 * Swift.abs(x))
                z = 1.0 - 2.0 / (t + 2.0)
            } else {
                let t = expm1(-2.0 * Swift.abs(x))
                z = -t / (t + 2.0)
            }
        } else {
            z = 1.0 - 1.0e-300
        }
        return jx >= 0 ? z : -z
    }
}

// MARK: - IEEEremainder

extension StrictMath {
    /// x - p·n with n the integer nearest x/p (ties to even): fdlibm's `__ieee754_remainder`. Its `fmod` step
    /// is exact, as Swift's `truncatingRemainder` is, so that one is used.
    public static func IEEEremainder(_ value: Double, _ divisor: Double) -> Double {
        var x = value, p = divisor
        var hx = highWord(x)
        let lx = lowWord(x)
        var hp = highWord(p)
        let lp = lowWord(p)
        let sx = hx & Int32(bitPattern: 0x8000_0000)
        hp &= 0x7FFF_FFFF
        hx &= 0x7FFF_FFFF
        if (UInt32(bitPattern: hp) | lp) == 0 { return (x * p) / (x * p) }  // p = 0
        if hx >= 0x7FF0_0000 || (hp >= 0x7FF0_0000 && ((hp - 0x7FF0_0000) | Int32(bitPattern: lp)) != 0) {
            return (x * p) / (x * p)  // x not finite, or p NaN
        }
        if hp <= 0x7FDF_FFFF { x = x.truncatingRemainder(dividingBy: p + p) }  // now |x| < 2|p|
        if ((hx - hp) | Int32(bitPattern: lx &- lp)) == 0 { return 0.0 * x }
        x = Swift.abs(x)
        p = Swift.abs(p)
        if hp < 0x0020_0000 {
            if x + x > p {
                x -= p
                if x + x >= p { x -= p }
            }
        } else {
            let pHalf = 0.5 * p
            if x > pHalf {
                x -= p
                if x >= pHalf { x -= p }
            }
        }
        return withHighWord(x, highWord(x) ^ sx)
    }
}
