import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** A small rich-text editor (bold, italic, lists, paragraphs). Loaded only in the product form. */
export default function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const cmd = (name: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white">
      <HStack gap="1" p="1" borderBottomWidth="1px" role="toolbar" aria-label={`${label} formatting`}>
        <Button size="xs" variant="ghost" fontWeight="bold" onClick={() => cmd('bold')} aria-label="Bold">
          B
        </Button>
        <Button
          size="xs"
          variant="ghost"
          fontStyle="italic"
          onClick={() => cmd('italic')}
          aria-label="Italic"
        >
          I
        </Button>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => cmd('insertUnorderedList')}
          aria-label="Bulleted list"
        >
          • List
        </Button>
        <Button size="xs" variant="ghost" onClick={() => cmd('formatBlock', 'p')} aria-label="Paragraph">
          ¶
        </Button>
      </HStack>
      <Box
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        minH="140px"
        p="3"
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
        css={{ '& ul': { pl: 6, listStyle: 'disc' } }}
      />
    </Box>
  );
}
