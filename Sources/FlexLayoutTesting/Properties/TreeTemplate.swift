import FlexLayout

/// A recipe for random nodes built from your own components, drawn with ``Generator/node(_:)``.
///
/// A template is a function from a ``Generator`` to a ``Node``; the static functions combine templates into trees:
/// ``oneOf(_:weights:)`` picks one, ``container(children:of:_:)`` draws children and wraps them, and
/// ``recursive(maxDepth:leaf:_:)`` nests a template in itself to a bounded depth. ``anyKind`` is FlexLayout's own
/// random tree of every node kind, to put anything inside your containers.
///
/// ```swift
/// let label = TreeTemplate { g in .text(g.string(length: 0...40), charWidth: 8, lineLimit: 1) }
/// let tree = TreeTemplate.recursive(maxDepth: 4, leaf: label) { subtree in
///   .oneOf([label, .container(children: 1...4, of: subtree) { _, children in .hstack(children) }])
/// }
/// var generator = Generator(seed: 42)
/// let node = generator.node(tree)
/// ```
///
/// Nodes are not data the shrinker can take apart (a measured leaf is a closure): to shrink, keep the values you drew
/// (a string, a width) as the case, and build the node from them in the property.
public struct TreeTemplate {
  /// Draws one node.
  let draw: (inout Generator) -> Node

  /// A template that draws a node with `draw` (a leaf, or a whole subtree of your own making).
  public init(_ draw: @escaping (inout Generator) -> Node) {
    self.draw = draw
  }

  /// A template that always gives `node`.
  public static func always(_ node: Node) -> TreeTemplate {
    TreeTemplate { _ in node }
  }

  /// One of `templates`, chosen with the relative `weights` (equally likely when `nil`).
  ///
  /// `templates` must not be empty; `weights`, when given, holds one finite weight ≥ 0 per template, at least one of
  /// them > 0.
  public static func oneOf(_ templates: [TreeTemplate], weights: [Double]? = nil) -> TreeTemplate {
    precondition(!templates.isEmpty, "oneOf needs at least one template")
    precondition(weights == nil || weights!.count == templates.count, "one weight per template")
    return TreeTemplate { generator in
      let index =
        weights.map { generator.random.weighted($0) } ?? generator.random.int(below: templates.count)
      return templates[index].draw(&generator)
    }
  }

  /// A container: a number of children uniformly in `children` (which must not go below 0), each drawn from
  /// `child`, then made into one node by `make` (which may draw too), e.g. `{ _, nodes in .hstack(nodes) }`.
  public static func container(
    children: ClosedRange<Int>, of child: TreeTemplate, _ make: @escaping (inout Generator, [Node]) -> Node
  ) -> TreeTemplate {
    precondition(children.lowerBound >= 0, "a child count is at least 0")
    return TreeTemplate { generator in
      let count = generator.random.int(in: children)
      var nodes: [Node] = []
      for _ in 0..<count { nodes.append(child.draw(&generator)) }
      return make(&generator, nodes)
    }
  }

  /// A template that contains itself: `body` receives the template of the level below and returns this level's.
  /// At depth `maxDepth` (the root is depth 1) the level below is `leaf`, so trees are at most `maxDepth` levels
  /// of `body` deep over `leaf`s. `maxDepth` ≥ 1; 1 draws `leaf` alone.
  public static func recursive(
    maxDepth: Int, leaf: TreeTemplate, _ body: @escaping (TreeTemplate) -> TreeTemplate
  ) -> TreeTemplate {
    precondition(maxDepth >= 1, "maxDepth is at least 1")
    func level(_ remaining: Int) -> TreeTemplate {
      guard remaining > 1 else { return leaf }
      return body(TreeTemplate { generator in level(remaining - 1).draw(&generator) })
    }
    return level(maxDepth)
  }

  /// FlexLayout's own random tree of every node kind, as ``Generator/tree()`` draws it with the generator's
  /// ``Generator/options``: valid, with awkward lengths, ids, priorities and measured leaves.
  public static var anyKind: TreeTemplate {
    TreeTemplate { generator in generator.tree().node() }
  }
}
