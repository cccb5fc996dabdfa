/** The paragraphs of an article's content (the mock's `<p>…</p>` HTML) as plain text: the print page shows text, never the HTML itself. */
export function paragraphs(html: string): string[] {
  const found = [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => match[1]!);
  const texts = (found.length > 0 ? found : [html]).map((text) =>
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim(),
  );
  return texts.filter(Boolean);
}
