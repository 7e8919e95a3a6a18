import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useId, useState } from 'react';
import { iconButtonSx } from '../../components/icon-button-sx';

// The menu (Menu, Popover, Modal) is not needed to paint the header: its chunk is fetched when
// this button first renders (signed in only), before anyone can click it.
const UserMenuList = lazy(async () => ({ default: (await import('./user-menu-list')).UserMenuList }));

export function UserMenu({ userName }: { userName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        sx={iconButtonSx({ color: 'inherit' })}
        aria-label={`Menú de ${userName || 'usuario'}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
      </ButtonBase>
      <Suspense fallback={null}>
        <UserMenuList id={menuId} userName={userName} anchor={anchor} onClose={close} />
      </Suspense>
    </>
  );
}
