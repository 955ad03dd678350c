/** The hero's drawn bouquet: vector, so it costs no request and never shifts the layout. */
export function BouquetArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <circle cx="160" cy="160" r="150" fill="#f4d8d2" />
      <g stroke="#1f4d3a" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M160 290 150 170M160 290l-40-110M160 290l44-112M160 290l8-140" />
      </g>
      <g fill="#3f7a5c">
        <path d="M128 220c-30-6-46-26-46-26s26-8 50 6Z" />
        <path d="M190 214c30-8 44-30 44-30s-26-6-48 10Z" />
      </g>
      <g fill="#c8553d">
        <circle cx="118" cy="150" r="26" />
        <circle cx="204" cy="146" r="24" />
      </g>
      <g fill="#e8a598">
        <circle cx="160" cy="118" r="30" />
        <circle cx="146" cy="176" r="20" />
      </g>
      <g fill="#f6e7b5">
        <circle cx="182" cy="186" r="18" />
        <circle cx="118" cy="150" r="9" />
        <circle cx="204" cy="146" r="8" />
      </g>
      <circle cx="160" cy="118" r="11" fill="#c8553d" />
      <path d="M132 250h56l-10 40h-36Z" fill="#1f4d3a" />
      <path d="M136 262h48" stroke="#fbf7f2" strokeWidth="3" />
    </svg>
  );
}
