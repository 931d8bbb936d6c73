import type { StudioArticle } from '@club/api-client';
import { useLoaderData, useNavigate, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ArticleEditor } from './ArticleEditor';

/**
 * One editor per article. A new article becomes `/news/{id}` when its first save creates it: the same
 * route with a new parameter, so the editor (and the cursor in it) stays as it is. Opening another
 * article, or a new one, starts a fresh editor.
 */
export function EditorRoute() {
  const { id } = useParams({ from: '/_staff/news/$id' });
  const { article } = useLoaderData({ from: '/_staff/news/$id' });
  const navigate = useNavigate();
  const created = useRef<string | null>(null);
  const [editor, setEditor] = useState({ key: id, id });
  if (editor.id !== id) setEditor({ key: id === created.current ? editor.key : id, id });

  const onCreated = (saved: StudioArticle) => {
    created.current = String(saved.id);
    void navigate({ to: '/news/$id', params: { id: String(saved.id) }, replace: true });
  };

  return <ArticleEditor key={editor.key} initial={article} onCreated={onCreated} />;
}
