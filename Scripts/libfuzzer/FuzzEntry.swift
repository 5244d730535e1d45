// libFuzzer entry point for FlexLayout's JSON decoder and CLI (issue 5; Docs/Testing.md, "Fuzzing").
//
// Not part of the package build: Scripts/fuzz.sh compiles it with `swiftc -sanitize=fuzzer,address`
// against FlexLayout, FlexLayoutFormat and FlexLayoutCLI compiled the same way. Any trap, sanitizer report or
// `fatalError` below is a finding; libFuzzer saves the input as crash-<sha1>.
import FlexLayout
import FlexLayoutCLI
import FlexLayoutFormat
import Foundation

/// Whether `path` is an RFC 6901 JSON Pointer (empty, or `/` tokens with `~0`/`~1` escapes only).
func isPointer(_ path: String) -> Bool {
  // Scalars, not Characters: "/" followed by a combining mark is one Character that is not "/".
  guard path.isEmpty || path.unicodeScalars.first == "/" else { return false }
  var scalars = path.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    guard scalar == "~" else { continue }
    guard let next = scalars.next(), next == "0" || next == "1" else { return false }
  }
  return true
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))

  // The decoder: structured errors with JSON Pointers, or a request both solvers lay out identically.
  do {
    let request = try LayoutRequest(json: bytes)
    let engine: Result<LayoutResult, LayoutError>
    let reference: Result<LayoutResult, LayoutError>
    do {
      let layoutEngine = try LayoutEngine(request.root)
      engine = .success(try layoutEngine.layout(proposal: request.proposal, environment: request.environment))
    } catch {
      engine = .failure(error)
    }
    do {
      reference = .success(
        try ReferenceSolver.layout(request.root, proposal: request.proposal, environment: request.environment))
    } catch {
      reference = .failure(error)
    }
    switch (engine, reference) {
    case (.success(let a), .success(let b)):
      if let difference = a.firstBitDifference(from: b) { fatalError("engine vs reference: \(difference)") }
    case (.failure(let a), .failure(let b)):
      if a.path != b.path || a.message != b.message { fatalError("different errors: \(a) vs \(b)") }
      if !isPointer(a.path) { fatalError("layout error path is not a JSON Pointer: \(a.path)") }
    default:
      fatalError("one solver failed, the other did not: \(engine) vs \(reference)")
    }
  } catch {
    for issue in error.issues where !isPointer(issue.path) {
      fatalError("issue path is not a JSON Pointer: \(issue)")
    }
  }

  // The CLI, in process: exit codes 0, 1, 3 or 64 only, and nothing on standard output on error.
  let input = Data(bytes)
  let outcome = FlexLayoutCommand.run(arguments: ["layout"], stdin: { input })
  guard [0, 1, 3, 64].contains(outcome.exitCode) else {
    fatalError("exit code \(outcome.exitCode): \(outcome.stderr)")
  }
  if outcome.exitCode != 0, !outcome.stdout.isEmpty { fatalError("standard output on error") }
  return 0
}
