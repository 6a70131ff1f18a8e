import HostSystem

/// How close a GIF's frames are to the true-colour frames its encoder was fed, measured with
/// Pillow's decoder and numpy.
///
/// Each decoded frame (composited, as a viewer sees it) is matched to the fed frame it shows: a
/// monotone alignment of decoded frames to fed frames minimizing the error on 8×8 block means
/// (encoders drop and merge frames differently). Colours are compared premultiplied (over
/// black). PSNR is of the mean squared error over all frames, and per frame (capped at 99 dB)
/// averaged, with the worst frame; SSIM is on
/// BT.601 luma with a 7×7 box window, averaged over pixels and frames.
enum GIFQuality {
  /// The figures for one GIF.
  struct Figures {
    /// Frames in the GIF.
    var frames: Int
    /// PSNR of the mean squared error over every frame's pixels, in dB.
    var psnr: Double
    /// Mean of the frames' PSNR in dB (each capped at 99).
    var meanPSNR: Double
    /// The worst frame's PSNR in dB.
    var worstPSNR: Double
    /// Mean SSIM.
    var ssim: Double

    /// The figures for the table.
    var summary: String {
      "PSNR \(Figure.fixed(psnr, 2)) dB (per frame: mean \(Figure.fixed(meanPSNR, 1)), worst "
        + "\(Figure.fixed(worstPSNR, 1))), SSIM \(Figure.fixed(ssim, 5)), \(frames) frames"
    }
  }

  /// The figures for `gif` against the `count` straight RGBA frames in `raw`, or why not.
  static func measure(gif: String, raw: String, count: Int, width: Int, height: Int) -> Result<
    Figures, FFmpegPeer.Failure
  > {
    let arguments = ["-c", script, gif, raw, String(count), String(width), String(height)]
    guard let result = ChildProcess.runToEnd("python3", arguments) else {
      return .failure(FFmpegPeer.Failure("python3 not found"))
    }
    let fields = result.output.split(separator: " ")
    if result.output.hasPrefix("missing") {
      return .failure(
        FFmpegPeer.Failure("quality needs Pillow and numpy (apt install python3-pil python3-numpy)")
      )
    }
    guard result.status == 0, fields.count >= 5, let frames = Int(fields[0]),
      let psnr = Double(fields[1]), let mean = Double(fields[2]), let worst = Double(fields[3]),
      let ssim = Double(fields[4])
    else {
      return .failure(FFmpegPeer.Failure("the quality script failed (exit \(result.status))"))
    }
    return .success(
      Figures(frames: frames, psnr: psnr, meanPSNR: mean, worstPSNR: worst, ssim: ssim))
  }

  /// The measuring script: arguments GIF, raw file, frame count, width, height; prints the
  /// frame count, PSNR over all frames, mean and worst per-frame PSNR, mean SSIM and the matched
  /// fed frames.
  private static let script = """
    import sys
    try:
        import numpy as np
        from PIL import Image, ImageSequence
    except ImportError:
        print("missing"); sys.exit(0)
    gif, raw, count, width, height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    size = width * height * 4
    def flat(rgba):
        a = rgba[..., 3:4].astype(np.float32) / 255
        return rgba[..., :3].astype(np.float32) * a
    src = np.memmap(raw, dtype=np.uint8, mode="r", shape=(count, height, width, 4))
    im = Image.open(gif)
    dec = [flat(np.asarray(f.convert("RGBA"))) for f in ImageSequence.Iterator(im)]
    def small(x):
        return x[: height // 8 * 8, : width // 8 * 8].reshape(height // 8, 8, width // 8, 8, 3).mean(axis=(1, 3))
    ss = np.stack([small(flat(np.asarray(src[i]))) for i in range(count)])
    ds = [small(d) for d in dec]
    K, N = len(dec), count
    cost = np.array([((ss - d) ** 2).mean(axis=(1, 2, 3)) for d in ds])
    # Monotone alignment: decoded frame k shows source frame j_k, j strictly increasing.
    inf = float("inf")
    best = np.full((K, N), inf)
    back = np.zeros((K, N), dtype=int)
    best[0] = cost[0]
    for k in range(1, K):
        run, arg = inf, -1
        for j in range(N):
            if j > 0 and best[k - 1, j - 1] < run:
                run, arg = best[k - 1, j - 1], j - 1
            best[k, j] = run + cost[k, j]
            back[k, j] = arg
    j = int(best[K - 1].argmin())
    match = [0] * K
    for k in range(K - 1, -1, -1):
        match[k] = j
        j = back[k, j]
    def box(x, r=3):
        c = np.cumsum(np.cumsum(np.pad(x, ((1, 0), (1, 0))), axis=0), axis=1)
        n = 2 * r + 1
        return (c[n:, n:] - c[:-n, n:] - c[n:, :-n] + c[:-n, :-n]) / (n * n)
    def ssim(a, b):
        w = np.array([0.299, 0.587, 0.114], dtype=np.float64)
        x, y = a.astype(np.float64) @ w, b.astype(np.float64) @ w
        mx, my = box(x), box(y)
        vx, vy, cxy = box(x * x) - mx * mx, box(y * y) - my * my, box(x * y) - mx * my
        c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
        m = ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
        return float(m.mean())
    psnrs, ssims, total = [], [], 0.0
    for k, d in enumerate(dec):
        s = flat(np.asarray(src[match[k]]))
        mse = float(((s - d) ** 2).mean())
        total += mse
        psnrs.append(min(99.0, 10 * np.log10(255 * 255 / max(mse, 1e-12))))
        ssims.append(ssim(s, d))
    pooled = min(99.0, 10 * np.log10(255 * 255 / max(total / K, 1e-12)))
    print("%d %.3f %.3f %.3f %.5f %s" % (K, pooled, sum(psnrs) / K, min(psnrs), sum(ssims) / K, \\
    ",".join(map(str, match))))
    """
}
