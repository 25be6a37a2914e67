export const TEST_DATABASE_URL: string;
export function postgresReachable(url?: string): Promise<boolean>;
