/// FlexLayout's version: the one string that `flexlayout --version`, the C library's
/// `flexlayout_version()` and FlexLayoutBench's reports print.
public enum FlexLayoutVersion {
  /// The version, `major.minor.patch`.
  public static let string = "0.1.0"
}
