import { splitByMatches } from '@mall/shared-contracts/cs';

/** Text with each match of the search word marked (the same rule that found it). */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  if (!keyword) return <>{text}</>;
  return (
    <>
      {splitByMatches(text, keyword).map((part, i) =>
        part.match ? (
          <mark key={i} className="faq-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
