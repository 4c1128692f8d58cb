import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface MessageEditorProps {
  /** Accessible name of the writing area, e.g. "Message in German". */
  label: string;
  /** The HTML to start with; later changes of the value do not reset the editor. */
  initialValue: string;
  /** Called with the HTML after each change, '' once the editor is empty again. */
  onChange: (html: string) => void;
  /** Id of the error text the writing area is described by. */
  errorId?: string;
  isInvalid?: boolean;
}

/** The toolbar's names in the UI language (screen readers and tooltips). */
function useToolbarLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('communications');
  return useMemo(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      blockquoteControlLabel: t('editor.blockquote'),
      linkEditorInputLabel: t('editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://example.com',
      linkEditorExternalLink: t('editor.linkNewTab'),
      linkEditorInternalLink: t('editor.linkSameTab'),
      linkEditorSave: t('editor.linkSave'),
    }),
    [t],
  );
}

/**
 * A rich-text writing area (Mantine's TipTap editor) with the formats the server keeps
 * (rule 22): bold, italic, underline, strike, headings 2 and 3, lists, links and quotes.
 * Code, code blocks and rules are off: the sanitizer would drop them.
 */
export function MessageEditor({
  label,
  initialValue,
  onChange,
  errorId,
  isInvalid,
}: MessageEditorProps) {
  const labels = useToolbarLabels();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3] },
        link: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['mailto'] }),
    ],
    content: initialValue,
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={180} />
    </RichTextEditor>
  );
}
