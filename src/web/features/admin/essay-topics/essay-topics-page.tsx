// SCAFFOLD: filled in by the feature's author.
export function AdminEssayTopicsPage() {
  return <h1 className="text-2xl font-bold">Temas de Redação</h1>;
}
