import type { SessionUserDto } from "#domain/auth/api";
import { displayName, firstName } from "#domain/profile/display-name";
import type { SessionUser } from "#server/core/session";

/** The signed-in student as the app shows them: names come from the profile, falling back to the e-mail. */
export function sessionUserDto(user: SessionUser, fullName: string | null | undefined): SessionUserDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    displayName: displayName(fullName, user.email),
    firstName: firstName(fullName, user.email),
  };
}
