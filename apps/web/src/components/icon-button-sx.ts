import { alpha, type Theme } from '@mui/material/styles';

interface IconButtonLook {
  color?: 'default' | 'inherit' | 'primary';
  size?: 'small' | 'medium';
}

/**
 * MUI IconButton's look (size, colour, hover) for a `ButtonBase` with `centerRipple` and
 * `focusRipple`, used on the first load: IconButton brings its loading spinner (CircularProgress)
 * along, ~2.5 kB gzip that no header or banner button needs. A `ButtonBase` rendering a router
 * link also takes `nativeButton`, as IconButton sets it, so the link keeps its role.
 */
export function iconButtonSx({ color = 'default', size = 'medium' }: IconButtonLook = {}) {
  return (theme: Theme) => {
    const tone = color === 'primary' ? theme.palette.primary.main : theme.palette.action.active;
    return {
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(size === 'small' ? 18 : 24),
      padding: size === 'small' ? '5px' : '8px',
      borderRadius: '50%',
      color: color === 'inherit' ? 'inherit' : tone,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': {
        backgroundColor: alpha(tone, theme.palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
    } as const;
  };
}
