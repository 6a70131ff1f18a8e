import HostSystem

extension PluginFile {
  /// A plugin file that the host opened and checked, handed to this process (the run child) as
  /// an open descriptor: it is loaded as it is, with no second open, so nothing can be swapped in
  /// between the host's check and the child's dlopen.
  /// - Throws: PluginError.unreadable when the descriptor is not an open regular file.
  package static func inherited(descriptor: FileDescriptor, path: String) throws(PluginError)
    -> PluginFile
  {
    guard let stamp = FileStamp.of(descriptor: descriptor) else {
      throw PluginError(
        .unreadable, subject: path,
        "\(path): \(descriptor) is not open in the run child; run animhost itself, "
          + "not its hidden '__run' command")
    }
    return PluginFile(
      path: path, realPath: path, descriptor: descriptor,
      identity: FileIdentity(device: stamp.device, inode: stamp.inode), stamp: stamp)
  }
}
