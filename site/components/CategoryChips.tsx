export function CategoryChips({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="chips" aria-label="Categories">
      {categories.map((category) => (
        <li className="chip" key={category}>
          {category}
        </li>
      ))}
    </ul>
  );
}
