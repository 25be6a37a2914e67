// Being written in this change.
export function AdminEssayWebhooksPage() {
  return null;
}
