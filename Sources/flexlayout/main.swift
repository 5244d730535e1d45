// The flexlayout command-line tool. All logic lives in the FlexLayoutCLI library (FlexLayoutCommand) so
// tests can run it as a function; see Docs/CLI.md.
import FlexLayoutCLI

FlexLayoutCommand.main()
