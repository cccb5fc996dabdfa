import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { checkJson, formatJson } from '../../../../templates/components/json-check.ts';
import './json-editor.css';

const SAMPLE = formatJson({ name: 'vue-element-admin', version: '4.4.0', features: ['i18n', 'permission', 'charts'], author: { name: 'PanJiaChen' }, license: 'MIT' });

/**
 * A CodeMirror 6 editor of JSON text. Tab is left to move the focus on (no indentWithTab), so the
 * editor never traps the keyboard; its accessible name follows the language through a compartment.
 */
function useJsonEditor(label: string, onChange: (text: string) => void) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [labelling] = useState(() => new Compartment());
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: SAMPLE,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          labelling.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [labelling]);

  useEffect(() => {
    view.current?.dispatch({ effects: labelling.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'json-editor-input' })) });
  }, [label, labelling]);

  const replaceText = (text: string) => {
    const editor = view.current;
    editor?.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  };
  return { host, replaceText };
}

/** /components/json-editor: JSON checked as it is typed, the first error placed by line and column; Format lays valid JSON out. */
function JsonEditorDemo() {
  const { t } = useTranslation();
  const [text, setText] = useState(SAMPLE);
  const { host, replaceText } = useJsonEditor(t('templates.jsonEditor.editor'), setText);
  const checked = checkJson(text);
  const problem = checked.valid ? '' : checked.line ? t('templates.jsonEditor.invalidAt', { line: checked.line, column: checked.column }) : t('templates.jsonEditor.invalid');

  return (
    <DemoCard testId="demo-json-editor" title={t('templates.route.jsonEditor')}>
      <Typography.Paragraph>{t('templates.jsonEditor.intro')}</Typography.Paragraph>
      <div ref={host} className="json-editor" />
      <Space style={{ marginTop: 12 }} wrap>
        <Button type="primary" disabled={!checked.valid} onClick={() => checked.valid && replaceText(formatJson(checked.value))} data-testid="json-editor-format">
          {t('templates.jsonEditor.format')}
        </Button>
        {/* The check mark carries the colour; the words keep the text colour, which reads (antd's green does not). */}
        <Typography.Text type={checked.valid ? undefined : 'danger'} role="status">
          {checked.valid ? <CheckCircleFilled style={{ color: '#389e0d', marginRight: 6 }} /> : <CloseCircleFilled style={{ marginRight: 6 }} />}
          <span data-testid="json-editor-status">{checked.valid ? t('templates.jsonEditor.valid') : problem}</span>
        </Typography.Text>
      </Space>
    </DemoCard>
  );
}

export default demoScreen(JsonEditorDemo);
