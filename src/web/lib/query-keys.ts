/**
 * Root query keys of data that one feature owns and others change: each feature's endpoint module
 * builds its key from here, and whoever changes that data invalidates the same root.
 */
export const queryRoots = {
  dashboard: ["dashboard"],
  profile: ["profile"],
  exercises: ["exercises"],
  chatHistory: ["chat-history"],
  /** The student's subscription, passes and payment configuration (plans page, sandbox pages). */
  billing: ["billing"],
} as const;
