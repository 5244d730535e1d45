import CFlexLayout
import FlexLayout
import FlexLayoutFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The JSON entry point: a request of Docs/Format.md in, the result JSON of `flexlayout layout` out, through
// FlexLayoutFormat's own decoder (`LayoutRequest(json:)`) and encoder (`resultJSON(_:)`) and a fresh
// `LayoutEngine`, as the CLI's `layout` command does.

@_cdecl("flexlayout_layout_json")
public func flexlayoutLayoutJSON(
  _ request: UnsafePointer<CChar>?, _ length: Int, _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ resultLength: UnsafeMutablePointer<Int>?
) -> flexlayout_status {
  result?.pointee = nil
  return call { () throws(CError) in
    let out = try output(result, "result")
    let json = try layoutJSON(request, length)
    let count = json.utf8.count
    guard let buffer = malloc(count + 1)?.assumingMemoryBound(to: CChar.self) else {
      throw .invalidArgument("cannot allocate \(count + 1) bytes for the result")
    }
    json.utf8CString.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: count + 1) }
    }
    out.pointee = buffer
    resultLength?.pointee = count
  }
}

/// Decodes, lays out and encodes one request.
func layoutJSON(_ request: UnsafePointer<CChar>?, _ length: Int) throws(CError) -> String {
  let limit = JSONReader.Limits.standard.maximumBytes
  guard length >= 0 else { throw .invalidArgument("length \(UInt(bitPattern: length)) is too large") }
  guard length <= limit else {
    throw CError(FLEXLAYOUT_ERROR_LIMIT, "the request is \(length) bytes, more than the limit of \(limit)")
  }
  guard let request else {
    guard length == 0 else { throw .invalidArgument("the request is NULL but its length is \(length)") }
    throw requestError(FormatError(.syntax, path: "", message: "the request is empty"))
  }
  let bytes = UnsafeRawBufferPointer(start: request, count: length)
  let decoded: LayoutRequest
  do {
    let layouts = registeredLayouts.withLock { $0 }
    decoded = try LayoutRequest(json: [UInt8](bytes), options: DecodingOptions(layouts: layouts))
  } catch {
    throw requestError(error)
  }
  let layoutResult: LayoutResult
  do {
    let engine = try LayoutEngine(decoded.root)
    engine.reportsTextLines = true  // a truncated text says so in the result (S2.3)
    layoutResult = try engine.layout(proposal: decoded.proposal, environment: decoded.environment)
  } catch {
    throw requestError(FormatError(error), status: FLEXLAYOUT_ERROR_LAYOUT_FAILED)
  }
  guard isEncodable(layoutResult) else {
    throw CError(
      FLEXLAYOUT_ERROR_LAYOUT_FAILED, "internal error: the layout produced a non-finite frame; please report this")
  }
  return resultJSON(layoutResult)
}

/// A format error as a C error: every problem on its own line, the first one's path.
func requestError(_ error: FormatError, status: flexlayout_status? = nil) -> CError {
  var lines = error.issues.map(\.description)
  if error.isTruncated { lines.append("too many errors; stopped after \(error.issues.count)") }
  return CError(
    status ?? (error.isLimit ? FLEXLAYOUT_ERROR_LIMIT : FLEXLAYOUT_ERROR_INVALID_REQUEST),
    lines.joined(separator: "\n"), path: error.issues.first?.path ?? "")
}

@_cdecl("flexlayout_string_free")
public func flexlayoutStringFree(_ string: UnsafeMutablePointer<CChar>?) {
  free(string)
}
