import AnimatorKit

/// What every animator of the pack can do: present and dismiss, push and pop, and switch tabs
/// (forward to a later tab, reversed back to an earlier one).
let packCapabilities: AnimatorCapabilities = [.present, .dismiss, .push, .pop, .tab]
