/** Query keys of the back office; every change invalidates `adminRoot`. */
export const adminRoot = ["admin"] as const;
