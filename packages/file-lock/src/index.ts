export {
  DEFAULT_LOCK_TIMEOUT_MS,
  DEFAULT_STALE_LOCK_MS,
  FileLockError,
  type FileLockHandle,
  type FileLockOptions,
  type LockOwner,
  withFileLock,
  withFileLockSync,
} from './file-lock.js';
