import { installConsoleErrorGuard } from "./console-errors.ts";

installConsoleErrorGuard();
