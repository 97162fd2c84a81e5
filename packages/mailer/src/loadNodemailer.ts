/** The part of nodemailer the mailers use. */
export type NodemailerLike = {
  createTransport(options: string | Record<string, unknown>): {
    sendMail(mail: Record<string, unknown>): Promise<unknown>;
  };
};

// Loaded on first use, so code that never sends a mail never loads nodemailer.
const NODEMAILER = 'nodemailer';
export const loadNodemailer = async (): Promise<NodemailerLike> => {
  const mod = (await import(NODEMAILER)) as NodemailerLike & { default?: NodemailerLike };
  return mod.default ?? mod;
};
