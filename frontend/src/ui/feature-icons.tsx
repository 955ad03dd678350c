import { Icon, type IconProps } from './icons';

/** Icons of pages and deferred parts of the frame: kept out of every page's first script. */

export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
    </Icon>
  );
}

export function CalendarHeartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
      <path d="M12 17.8s-3-1.8-3-3.6a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 1.8-3 3.6-3 3.6Z" />
    </Icon>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 19c0-8 5-13.5 15-14-.5 10-6 15-14 15" />
      <path d="M5 19c3-4 6-6.5 9.5-8.5" />
    </Icon>
  );
}

export function GiftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v8h14v-8M12 8.5v12" />
      <path d="M12 8.5S10.5 4 8 4.5a2 2 0 0 0 0 4h4Zm0 0S13.5 4 16 4.5a2 2 0 0 1 0 4h-4Z" />
    </Icon>
  );
}

export function HeartHandIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 12.5S7.5 9.8 7.5 7a2.3 2.3 0 0 1 4.5-.9A2.3 2.3 0 0 1 16.5 7c0 2.8-4.5 5.5-4.5 5.5Z" />
      <path d="M3 15.5h3.5l4 2h4.5a1.5 1.5 0 0 0 0-3H12M14.5 14.5l4-1.5a1.6 1.6 0 0 1 1.5 2.7L14 19.5H3" />
    </Icon>
  );
}

export function PhoneAppIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
      <path d="M10.5 18.5h3" />
    </Icon>
  );
}
