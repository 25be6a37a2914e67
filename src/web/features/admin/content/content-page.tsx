// SCAFFOLD: filled in by the feature's author.
export function AdminContentPage() {
  return <h1 className="text-2xl font-bold">Conteúdo</h1>;
}
