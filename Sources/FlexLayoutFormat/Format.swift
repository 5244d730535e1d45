// Placeholder until the format lands.
import FlexLayout
