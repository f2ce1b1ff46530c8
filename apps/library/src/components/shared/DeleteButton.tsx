/** A card's delete icon button: red, with a tooltip, disabled while its delete runs. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export function DeleteButton({
  what,
  title,
  onClick,
  busy = false,
}: {
  what: 'course' | 'document';
  title: string;
  onClick: () => void;
  busy?: boolean;
}) {
  return (
    <Tooltip title={`Delete ${what}`}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton aria-label={`Delete ${what} ${title}`} onClick={onClick} disabled={busy} color="error" size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
