import type { EditorSection } from '../../routing/routes.ts';
import { BlockEditor } from './BlockEditor.tsx';
import { EntryEditor } from './EntryEditor.tsx';
import { Lists } from './Lists.tsx';

/**
 * The editor's desk's screens (issue 18), loaded by EditorApp only for a signed-in editor or admin:
 * /editor (the lists), /editor/entry/{id|new} (a page or blog post; TipTap loads with it),
 * /editor/block/{id|new} (a banner or popular-category tile).
 */
export default function EditorScreens({ section, reference }: { section: EditorSection; reference?: string | undefined }) {
  if (section === 'entry') return <EntryEditor key={reference} reference={reference ?? 'new'} />;
  if (section === 'block') return <BlockEditor key={reference} reference={reference ?? 'new'} />;
  return <Lists />;
}
