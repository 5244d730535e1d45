// Command-line options of FlexLayoutBench, parsed by hand (no packages).

/// What the user asked for on the command line.
struct Options {
  /// Print JSON instead of tables.
  var json = false
  /// Also write the JSON report to this file.
  var jsonFile: String?
  /// `--svg DIR`: draw the results as SVG plots into this directory.
  var svgDirectory: String?
  /// Workload selectors as given (names, ids or groups); empty means the standard set.
  var workloads: [String] = []
  /// Threads for the parallel sweep.
  var threads = max(2, SystemInfo.activeCores)
  /// Timed repeats of every measurement (after one warm-up); `nil`: 5, or 3 where one run takes over
  /// a quarter of a second.
  var repeats: Int?
  /// `--profile cold|warm|compile`: run only that part of one workload, for a profiler.
  var profile: String?
  /// Lay the reference solver out at every K-th sweep width and scale the time.
  var referenceStep = 10
  /// Skip the reference solver.
  var skipReference = false
  /// Write the workloads as JSON requests into this directory, then exit.
  var writeWorkloadsDirectory: String?
  /// `--request`: a format-1 request file benchmarked instead of the built-in workloads.
  var requestFile: String?
  /// `--from`, `--to`, `--step`: the sweep's widths (default 320, 1440, 1).
  var from: Double?
  var to: Double?
  var step: Double?
  /// With `--write-workloads`: skip files larger than this many bytes (0 = no limit).
  var maxWorkloadBytes = 2_000_000
  /// Run the live-tree workloads (issue 14) instead of the resize sweeps.
  var live = false
  /// Run the layout-audit workloads (issue 26) instead of the resize sweeps.
  var audit = false
  /// Print the workload names and exit.
  var list = false
  /// Print the usage and exit.
  var help = false
}

/// A command-line mistake: printed with the usage on stderr, exit status 64 (EX_USAGE).
struct UsageError: Error, CustomStringConvertible {
  var description: String
}

extension Options {
  static let usage = """
    usage: FlexLayoutBench [options]
           FlexLayoutBench compare OLD.json NEW.json [--svg DIR]
           FlexLayoutBench plot REPORT.json --svg DIR

    Runs the resize-sweep workloads (Docs/Benchmarks.md, "The workloads") on the LayoutEngine and prints a
    table: cold layout, a warm sweep over every width 320…1440 at height 900, the reference solver,
    the sweep in parallel, heap allocations per warm pass and bytes per node. `compare` prints each figure
    of two --json-file reports with its ratio, and calls a difference real only when the runs' min…max
    ranges do not overlap and their machine probes agree; with --svg DIR it also draws compare-bytes.svg,
    compare-cold.svg and compare-warm.svg (OLD over NEW, each workload). `plot` draws the plots of --svg from a report
    written with --json-file, without running anything.

    options:
      --json                 print the results as JSON on stdout (tables otherwise)
      --json-file PATH       also write the JSON report to PATH (with the tables on stdout)
      --svg DIR              also draw the results as SVG plots into DIR (created if its parent exists):
                             scale.svg (ns per node against node count), cold-warm.svg (each workload's
                             cold and warm ns per node) and sweep-NAME.svg (time per layout at each width,
                             transitions marked)
      --request FILE         benchmark your own tree: any format-1 request (Docs/Format.md), swept
                             over --from…--to at its proposal's height and in its environment, with
                             every measurement the built-in workloads get
      --from W, --to W       the sweep's first and last width (default 320 and 1440)
      --step S               the sweep's step (default 1)
      --workload NAME        run only NAME; repeatable, or a comma list (see --list); default: the
                             standard set (W1, W2, deep12, W3, W3g, W4, seeds, scale)
      --threads N            threads for the parallel sweep (default: max(2, active cores))
      --repeat N             timed repeats after one warm-up; reports median, min and max (default 5,
                             or 3 where one run takes over 0.25 s)
      --reference-step K     time the reference solver at every K-th width and scale (default 10;
                             1 = every width)
      --no-reference         skip the reference solver
      --live                 run the renderer-path workloads instead (a list built node by node in a
                             LiveTree: live-1k, live-10k, live-100k, live-sections, live-10k-decorated;
                             --workload selects): build, first layout, resize, edits, bulk reads,
                             beside the LayoutEngine
      --audit                run the layout-audit workloads instead (issue 26: audit-inbox, … one per
                             built-in example, --workload selects): LayoutAudit over 320…1440 at 1 pt,
                             12 Dynamic Type sizes, both directions, beside a bare sweep of the same
                             configurations on --threads threads
      --write-workloads DIR  write W1, W2, W3, W3g and W4 (or the --workload selection) as JSON layout
                             requests at (1000, 900) into DIR, check they read back, and exit
      --max-bytes N          with --write-workloads: skip files over N bytes (default 2000000; 0 = no limit)
      --profile cold|warm|compile
                             for a profiler: run only cold passes (a fresh engine each), one warm
                             sweep or 10 compiles (LayoutTree.init) of the first selected workload,
                             inside a function named profiledColdPasses / profiledWarmSweep /
                             profiledCompiles (callgrind --toggle-collect);
                             with --live: build, build-attached, first, resize, edit or read (profiledLive…)
      --list                 list the workloads and exit
      --help, -h             print this help and exit

    Progress goes to stderr when stderr is a terminal. Exit status: 0 on success, 1 when a check
    fails (parallel frames differ from the serial frames, a layout throws), 64 on a usage error.
    Build in release: swift build -c release --product FlexLayoutBench
    """

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var index = 0

    func value(for flag: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
      return arguments[index]
    }

    func positive(_ text: String, _ flag: String) throws(UsageError) -> Int {
      guard let number = Int(text), number > 0 else {
        throw UsageError(description: "\(flag) needs a positive integer, got '\(text)'")
      }
      return number
    }

    while index < arguments.count {
      let argument = arguments[index]
      var flag = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch flag {
      case "--json": options.json = true
      case "--list": options.list = true
      case "--help", "-h": options.help = true
      case "--no-reference": options.skipReference = true
      case "--live": options.live = true
      case "--audit": options.audit = true
      case "--workload":
        let names = try value(for: flag, inline: inline).split(separator: ",").map(String.init)
        guard !names.isEmpty else { throw UsageError(description: "--workload needs a name") }
        options.workloads += names
      case "--threads": options.threads = try positive(try value(for: flag, inline: inline), flag)
      case "--repeat": options.repeats = try positive(try value(for: flag, inline: inline), flag)
      case "--reference-step": options.referenceStep = try positive(try value(for: flag, inline: inline), flag)
      case "--profile":
        let mode = try value(for: flag, inline: inline)
        guard ["cold", "warm", "compile"].contains(mode) || Profiling.liveModes.contains(mode) else {
          throw UsageError(
            description:
              "--profile needs cold, warm or compile (with --live: \(Profiling.liveModes.joined(separator: ", "))), "
              + "got '\(mode)'")
        }
        options.profile = mode
      case "--svg":
        let directory = try value(for: flag, inline: inline)
        guard !directory.isEmpty else { throw UsageError(description: "--svg needs a directory") }
        options.svgDirectory = directory
      case "--json-file":
        let path = try value(for: flag, inline: inline)
        guard !path.isEmpty else { throw UsageError(description: "--json-file needs a path") }
        options.jsonFile = path
      case "--max-bytes":
        let text = try value(for: flag, inline: inline)
        guard let number = Int(text), number >= 0 else {
          throw UsageError(description: "--max-bytes needs a non-negative integer, got '\(text)'")
        }
        options.maxWorkloadBytes = number
      case "--request":
        let path = try value(for: flag, inline: inline)
        guard !path.isEmpty else { throw UsageError(description: "--request needs a file") }
        options.requestFile = path
      case "--from", "--to", "--step":
        let text = try value(for: flag, inline: inline)
        guard let number = Double(text), number.isFinite, number >= 0, flag != "--step" || number > 0 else {
          throw UsageError(
            description: "\(flag) needs a finite \(flag == "--step" ? "positive" : "non-negative") width, got '\(text)'"
          )
        }
        switch flag {
        case "--from": options.from = number
        case "--to": options.to = number
        default: options.step = number
        }
      case "--write-workloads":
        let directory = try value(for: flag, inline: inline)
        guard !directory.isEmpty else { throw UsageError(description: "--write-workloads needs a directory") }
        options.writeWorkloadsDirectory = directory
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
      if inline != nil, ["--json", "--list", "--help", "--no-reference", "--live", "--audit"].contains(flag) {
        throw UsageError(description: "\(flag) takes no value")
      }
      index += 1
    }
    if let from = options.from, let to = options.to, from > to {
      throw UsageError(description: "--from \(from) is beyond --to \(to)")
    }
    if options.svgDirectory != nil && options.live {
      throw UsageError(description: "--svg draws the resize-sweep results: not with --live")
    }
    if options.requestFile != nil && (!options.workloads.isEmpty || options.live) {
      throw UsageError(description: "--request benchmarks the request alone: no --workload or --live with it")
    }
    return options
  }
}
