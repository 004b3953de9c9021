// Self-hosted Inter (variable weight). The CSS declares one @font-face per subset with unicode-range,
// so a French page downloads only the Latin file. No font CDN.
import '@fontsource-variable/inter/wght.css'
