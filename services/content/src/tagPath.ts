/** Site path of a topic page (spec route /themen/{id}). */
export function tagPath(id: number): string {
  return `/themen/${id}`;
}
