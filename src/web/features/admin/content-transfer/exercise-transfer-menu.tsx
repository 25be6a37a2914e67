// SCAFFOLD: filled in by the feature's author.
export function ExerciseTransferMenu(_props: { subject: { id: string; name: string } }) {
  return null;
}
