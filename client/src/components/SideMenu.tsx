import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

interface SideMenuProps {
  /** The nav landmark's name ("Account", "Back office"). */
  label: string;
  items: ReadonlyArray<{ to: string; label: string }>;
  onLogout: () => void;
  /** Links match their exact path only (the account area), or their sub-paths too (the back office). */
  exact?: boolean;
  color?: string;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  /** The white card around the menu (the side column); without it, the bare list (a drawer's body). */
  card?: { p: string; display?: Record<string, string> };
}

/** The side menu of the customer area and of the back office: links, then Logout. */
export function SideMenu({ label, items, onLogout, exact, color, onNavigate, card }: SideMenuProps) {
  const list = (
    <Stack gap="1">
      {items.map((m) => (
        <Link
          key={m.to}
          asChild
          px="3"
          py="2"
          borderRadius="md"
          color={color}
          _currentPage={{ bg: 'brand.50', color: 'brand.700', fontWeight: 'semibold' }}
          onClick={onNavigate}
        >
          <NavLink to={m.to} end={exact}>
            {m.label}
          </NavLink>
        </Link>
      ))}
      <Button variant="ghost" justifyContent="start" px="3" color={color} onClick={onLogout}>
        Logout
      </Button>
    </Stack>
  );
  return card ? (
    <Box
      as="nav"
      aria-label={label}
      display={card.display}
      bg="white"
      p={card.p}
      borderRadius="card"
      boxShadow="sm"
      h="fit-content"
    >
      {list}
    </Box>
  ) : (
    <Box as="nav" aria-label={label}>
      {list}
    </Box>
  );
}
