/** The name shown in the shell: full name, else the e-mail before the @, else "Usuário". */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  if (local) return local;
  return "Usuário";
}

/** First word of the display name, for greetings ("Olá, Ana!"). */
export function firstName(fullName: string | null | undefined, email: string | null | undefined): string {
  return displayName(fullName, email).split(/\s+/)[0] ?? "Usuário";
}
