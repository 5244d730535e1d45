import Foundation
import Testing

@testable import FlexLayout

/// The rule tests: one suite per construct.
///
/// Each test is named after the rule of `Docs/Semantics.md` it pins (run them with
/// `swift test --filter Rules`). Every one goes through ``layoutBoth(_:_:_:sourceLocation:)`` or
/// ``layoutErrorBoth(_:_:_:sourceLocation:)`` (or ``runBoth(_:_:_:)`` and ``checkBoth(_:sourceLocation:)``),
/// so it checks the engine against the reference solver as well as the expected numbers.
@Suite("Rules")
enum Rules {}

/// What both solvers made of one input: the reference solver's result, and a fresh engine's results for a
/// cold pass and a warm second pass at the same proposal.
struct BothOutcome: Sendable {
  var reference: Result<LayoutResult, LayoutError>
  var cold: Result<LayoutResult, LayoutError>
  var warm: Result<LayoutResult, LayoutError>
}

/// Lays `node` out with the ``ReferenceSolver`` and with a fresh ``LayoutEngine`` (cold, then warm), without
/// checking anything, so it can run on any thread (see ``onLargeStack(_:)``).
func runBoth(_ node: Node, _ proposal: ProposedSize, _ environment: LayoutEnvironment = .standard) -> BothOutcome {
  let reference = Result { () throws(LayoutError) in
    try ReferenceSolver.layout(node, proposal: proposal, environment: environment)
  }
  let engine = Result { () throws(LayoutError) in try LayoutEngine(node) }
  let cold = engine.flatMap { engine in
    Result { () throws(LayoutError) in try engine.layout(proposal: proposal, environment: environment) }
  }
  let warm = engine.flatMap { engine in
    Result { () throws(LayoutError) in try engine.layout(proposal: proposal, environment: environment) }
  }
  return BothOutcome(reference: reference, cold: cold, warm: warm)
}

/// Records an issue unless both solvers succeeded with bit-identical frames and equal ids and diagnostics;
/// returns the reference result.
///
/// - Throws: the reference solver's error, or the engine's when only the engine failed.
@discardableResult
func checkBoth(_ outcome: BothOutcome, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
  let reference: LayoutResult
  switch outcome.reference {
  case .success(let result):
    reference = result
  case .failure(let error):
    let engine: String
    switch outcome.cold {
    case .success: engine = "succeeded"
    case .failure(let engineError): engine = "threw \(engineError)"
    }
    Issue.record("the reference threw \(error); the engine \(engine)", sourceLocation: sourceLocation)
    throw error
  }
  for (name, pass) in [("cold", outcome.cold), ("warm", outcome.warm)] {
    switch pass {
    case .success(let result):
      let difference = reference.firstBitDifference(from: result)
      #expect(difference == nil, "engine (\(name)) vs reference: \(difference ?? "")", sourceLocation: sourceLocation)
      #expect(result.ids == reference.ids, "engine (\(name)) ids differ", sourceLocation: sourceLocation)
      #expect(
        result.diagnostics == reference.diagnostics,
        "engine (\(name)) diagnostics \(result.diagnostics) vs \(reference.diagnostics)", sourceLocation: sourceLocation
      )
    case .failure(let error):
      Issue.record("the reference succeeded but the engine (\(name)) threw \(error)", sourceLocation: sourceLocation)
      throw error
    }
  }
  return reference
}

/// Lays `node` out with both solvers (``runBoth(_:_:_:)``), checks that they agree bit for bit
/// (``checkBoth(_:sourceLocation:)``) and returns the reference result.
@discardableResult
func layoutBoth(
  _ node: Node, _ proposal: ProposedSize, _ environment: LayoutEnvironment = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> LayoutResult {
  try checkBoth(runBoth(node, proposal, environment), sourceLocation: sourceLocation)
}

/// Expects both solvers to reject the input of `outcome` with an error at the same path and id, and
/// returns the reference solver's error (`nil`, with an issue recorded, when the reference succeeds).
@discardableResult
func checkErrorBoth(_ outcome: BothOutcome, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError? {
  let referenceError: LayoutError
  switch outcome.reference {
  case .success(let result):
    Issue.record("expected an error, the reference laid out \(result.frames)", sourceLocation: sourceLocation)
    return nil
  case .failure(let error):
    referenceError = error
  }
  switch outcome.cold {
  case .success:
    Issue.record("the reference threw \(referenceError) but the engine succeeded", sourceLocation: sourceLocation)
  case .failure(let engineError):
    #expect(engineError.path == referenceError.path, "engine: \(engineError)", sourceLocation: sourceLocation)
    #expect(engineError.id == referenceError.id, "engine: \(engineError)", sourceLocation: sourceLocation)
  }
  return referenceError
}

/// Expects both solvers to reject `node` at `proposal` with an error at the same path and id, and
/// returns the reference solver's error.
@discardableResult
func layoutErrorBoth(
  _ node: Node, _ proposal: ProposedSize, _ environment: LayoutEnvironment = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutError? {
  checkErrorBoth(runBoth(node, proposal, environment), sourceLocation: sourceLocation)
}

/// Runs `body` on a new thread with a 256 MiB stack and returns its result.
///
/// Debug builds (`swift test`) spend several kilobytes of stack per tree level, so the 4,096-level trees
/// need far more than a test thread's 8 MiB; release builds fit them in the main thread's 8 MiB. Record no
/// issues inside `body`: it runs outside the test's task.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: body()) }
    thread.stackSize = 256 << 20
    thread.start()
  }
}

/// A rectangle from its coordinates, for compact expectations.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// A proposal from its two lengths (`nil` is unspecified).
func proposal(_ width: Double?, _ height: Double?) -> ProposedSize {
  ProposedSize(width: width, height: height)
}
