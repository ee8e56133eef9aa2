//! One owning thread per runtime object. IREE sessions (and everything that
//! holds them) are not `Send`; [`Owned`] builds the object on a dedicated
//! thread and runs every operation there, so the rest of the engine (and the
//! server's async tasks) hold a `Send + Sync` handle instead.

use std::sync::mpsc;
use std::thread::JoinHandle;

type Job<T> = Box<dyn FnOnce(&mut T) + Send>;

#[derive(Debug, thiserror::Error)]
pub enum OwnerError {
    #[error("the runtime thread has stopped")]
    Stopped,
    #[error("starting the runtime thread: {0}")]
    Spawn(std::io::Error),
}

pub struct Owned<T> {
    jobs: Option<mpsc::Sender<Job<T>>>,
    thread: Option<JoinHandle<()>>,
}

impl<T: 'static> Owned<T> {
    /// Build `T` on a new thread named `name`; `init`'s error is returned here.
    pub fn spawn<E: Send + 'static>(
        name: &str,
        init: impl FnOnce() -> Result<T, E> + Send + 'static,
    ) -> Result<Result<Self, E>, OwnerError> {
        let (jobs_tx, jobs_rx) = mpsc::channel::<Job<T>>();
        let (ready_tx, ready_rx) = mpsc::channel::<Result<(), E>>();
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                let mut value = match init() {
                    Ok(v) => {
                        let _ = ready_tx.send(Ok(()));
                        v
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return;
                    }
                };
                while let Ok(job) = jobs_rx.recv() {
                    job(&mut value);
                }
            })
            .map_err(OwnerError::Spawn)?;
        match ready_rx.recv() {
            Ok(Ok(())) => Ok(Ok(Owned { jobs: Some(jobs_tx), thread: Some(thread) })),
            Ok(Err(e)) => {
                let _ = thread.join();
                Ok(Err(e))
            }
            Err(_) => Err(OwnerError::Stopped),
        }
    }

    /// Run `f` on the owning thread and wait for its result.
    pub fn call<R: Send + 'static>(&self, f: impl FnOnce(&mut T) -> R + Send + 'static) -> Result<R, OwnerError> {
        let (tx, rx) = mpsc::channel();
        let job: Job<T> = Box::new(move |t| {
            let _ = tx.send(f(t));
        });
        self.jobs.as_ref().ok_or(OwnerError::Stopped)?.send(job).map_err(|_| OwnerError::Stopped)?;
        rx.recv().map_err(|_| OwnerError::Stopped)
    }
}

impl<T> Drop for Owned<T> {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop; the object drops there.
        self.jobs.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn a_non_send_value_lives_on_its_thread_and_is_reachable_from_others() {
        // Rc is not Send: it can only exist on the owning thread.
        let owned = Owned::spawn("t", || Ok::<_, String>(Rc::new(std::cell::Cell::new(1)))).unwrap().unwrap();
        let here = std::thread::current().id();
        let there = owned.call(|_| std::thread::current().id()).unwrap();
        assert_ne!(here, there);
        owned.call(|v| v.set(v.get() + 41)).unwrap();
        let handle = std::sync::Arc::new(owned);
        let h2 = handle.clone();
        let got = std::thread::spawn(move || h2.call(|v| v.get()).unwrap()).join().unwrap();
        assert_eq!(got, 42);
    }

    #[test]
    fn an_init_error_is_returned_to_the_caller() {
        let r = Owned::<u8>::spawn("t", || Err::<u8, _>("no model".to_string())).unwrap();
        assert_eq!(r.err().as_deref(), Some("no model"));
    }
}
