import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { saveTextFile } from '../../lib/download';
import { notify } from '../toaster';

/**
 * 'Export CSV' for a back-office list: `load` asks the server for the file (the list's query
 * as it is shown: search, filter, sort) and the browser saves it; a refusal shows the server's message.
 */
export function CsvExportButton({
  load,
  children = 'Export CSV',
  ...rest
}: {
  load: () => Promise<{ fileName: string; text: string } | undefined>;
  children?: React.ReactNode;
} & Omit<ButtonProps, 'onClick'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      {...rest}
      onClick={async () => {
        setBusy(true);
        try {
          const file = await load();
          if (file) saveTextFile(file.fileName, file.text);
        } catch (err) {
          notify.error(
            (err as Error).message || 'The export could not be made. Check the connection and try again.',
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
