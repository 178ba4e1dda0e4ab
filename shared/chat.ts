/** App and web links for a chat-app conversation with a prefilled greeting. */
export function chatLinks(e164: string, message: string): { app: string; web: string } {
  const digits = e164.replace(/\D/g, '');
  const text = encodeURIComponent(message);
  return { app: `whatsapp://send?phone=${digits}&text=${text}`, web: `https://wa.me/${digits}?text=${text}` };
}

export const isMobileAgent = (ua: string) => /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua);
