import CFlexLayout
import FlexLayout

/// Reads the node's kind, lets `change` rewrite it (throwing KIND_MISMATCH where it does not apply), and sets it.
func edit(_ tree: OpaquePointer?, _ node: flexlayout_node, _ change: (inout Node.Kind) throws(CError) -> Void)
  -> flexlayout_status
{
  call(tree) { tree throws(CError) in
    let handle = try tree.handle(node)
    var kind = try tree.perform { () throws(LiveTreeError) in try tree.live.kind(of: handle) }
    try change(&kind)
    try tree.perform { () throws(LiveTreeError) in try tree.live.setKind(kind, of: handle) }
  }
}

func mismatch(_ node: flexlayout_node, _ kind: Node.Kind, _ needed: String) -> CError {
  CError(
    FLEXLAYOUT_ERROR_KIND_MISMATCH, "node \(node) is \(kind.descriptor.nameWithArticle), not \(needed)", node: node)
}
