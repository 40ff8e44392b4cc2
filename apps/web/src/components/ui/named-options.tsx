/** A select's options for things with an id and a name (shops, categories): the value is the id, the text the name. */
export function NamedOptions({ items }: { items: readonly { id: number; name: string }[] | undefined }) {
  return (
    <>
      {items?.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
