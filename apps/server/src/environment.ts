/** NODE_ENV=production, as every Node tool reads it (decision 0073). */
export const isProduction = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV?.trim() === 'production';
