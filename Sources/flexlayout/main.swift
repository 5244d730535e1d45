// The flexlayout command-line tool. All logic lives in FlexLayoutFormat (FlexLayoutCommand) so tests can
// run it as a function; see Docs/CLI.md.
import FlexLayoutFormat

FlexLayoutCommand.main()
