import { ReportClientErrorHandler } from './report-client-error/report-client-error.handler';
import { SignInHandler } from './sign-in/sign-in.handler';
import { SignOutHandler } from './sign-out/sign-out.handler';

/** Every support command handler, spread into the module's providers. */
export const SUPPORT_COMMAND_HANDLERS = [SignInHandler, SignOutHandler, ReportClientErrorHandler];
