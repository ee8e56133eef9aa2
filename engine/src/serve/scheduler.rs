//! Continuous batching over the engine's decode slots.
//!
//! One thread owns the [`Engine`] (IREE sessions are not `Send`). Its loop:
//! take new jobs into a FIFO; drop jobs (waiting or running) whose client
//! has gone, freeing their slot and KV cells at once; admit the oldest
//! waiting job into a free slot when the KV pool can hold all it may write
//! (its vision encode begins then); then one engine step: one piece of
//! admission work for the oldest admitted prompt (a piece of its image's
//! encode or one prefill chunk) and one batched decode step for every slot
//! past its prompt, whose tokens go to each job's channel. Running streams
//! wait at most one such piece per step. Each slot keeps its own cache
//! length and rope_delta inside the engine.
//!
//! Admission control lives in [`Admission`]: a request holds a [`Ticket`]
//! from before its images are decoded until its job is dropped here, and no
//! more than `slots + max_queue` tickets exist, so the queue is bounded.

use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;

use tokio::sync::mpsc::UnboundedSender;

use crate::generate::sampling::Sampler;
use crate::generate::{Engine, EngineError, EngineOptions, FinishReason};
use crate::host::frontend::{Frontend, Prepared};
use crate::serve::metrics::Metrics;

/// What the engine thread tells a request.
#[derive(Debug)]
pub enum Event {
    /// Prefilled into a slot.
    Admitted,
    Token {
        token: u32,
        finish: Option<FinishReason>,
    },
    /// The engine failed on this request (the server keeps running).
    Failed(String),
}

/// Bounds the requests in the system (waiting + running).
pub struct Admission {
    inside: AtomicUsize,
    capacity: usize,
}

/// One admitted request's place; released when dropped.
pub struct Ticket(Arc<Admission>);

impl Admission {
    pub fn new(capacity: usize) -> Arc<Self> {
        Arc::new(Admission { inside: AtomicUsize::new(0), capacity })
    }

    pub fn try_enter(self: &Arc<Self>) -> Option<Ticket> {
        self.inside
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n < self.capacity).then_some(n + 1))
            .ok()
            .map(|_| Ticket(self.clone()))
    }

    pub fn inside(&self) -> usize {
        self.inside.load(Ordering::Acquire)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.0.inside.fetch_sub(1, Ordering::AcqRel);
    }
}

pub struct Job {
    pub prepared: Prepared,
    pub max_new_tokens: usize,
    pub sampler: Sampler,
    pub events: UnboundedSender<Event>,
    pub ticket: Ticket,
}

/// A job in a slot: only its channel and ticket remain.
struct Running {
    events: UnboundedSender<Event>,
    _ticket: Ticket,
}

pub struct Scheduler {
    jobs: Option<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    front: Arc<Frontend>,
    slots: usize,
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

impl Scheduler {
    /// Load the engine on its own thread and start the loop.
    pub fn start(model: PathBuf, options: EngineOptions, metrics: Arc<Metrics>) -> Result<Scheduler, EngineError> {
        let (jobs_tx, jobs_rx) = mpsc::channel::<Job>();
        let (ready_tx, ready_rx) = mpsc::channel::<Result<(Arc<Frontend>, usize), EngineError>>();
        let thread = std::thread::Builder::new()
            .name("engine".into())
            .spawn(move || {
                let engine = match Engine::load(&model, options) {
                    Ok(e) => e,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return;
                    }
                };
                let _ = ready_tx.send(Ok((engine.frontend(), engine.slots())));
                run(engine, jobs_rx, &metrics);
            })
            .map_err(|e| EngineError::Load { path: "engine thread".into(), detail: e.to_string() })?;
        match ready_rx.recv() {
            Ok(Ok((front, slots))) => Ok(Scheduler { jobs: Some(jobs_tx), thread: Some(thread), front, slots }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(_) => Err(EngineError::Load { path: "engine thread".into(), detail: "stopped while loading".into() }),
        }
    }

    pub fn frontend(&self) -> &Arc<Frontend> {
        &self.front
    }

    pub fn slots(&self) -> usize {
        self.slots
    }

    /// Hand a job to the engine thread; gives it back if the thread is gone.
    // The job comes back whole (not boxed) so the caller can still answer
    // its client; this happens once, when the engine has stopped.
    #[allow(clippy::result_large_err)]
    pub fn submit(&self, job: Job) -> Result<(), Job> {
        match &self.jobs {
            Some(tx) => tx.send(job).map_err(|e| e.0),
            None => Err(job),
        }
    }
}

impl Drop for Scheduler {
    fn drop(&mut self) {
        self.jobs.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn run(mut engine: Engine, jobs: mpsc::Receiver<Job>, metrics: &Metrics) {
    let slots = engine.slots();
    let mut waiting: VecDeque<Job> = VecDeque::new();
    let mut running: Vec<Option<Running>> = (0..slots).map(|_| None).collect();
    loop {
        let idle = waiting.is_empty() && running.iter().all(Option::is_none);
        if idle {
            match jobs.recv() {
                Ok(j) => waiting.push_back(j),
                Err(_) => return,
            }
        }
        while let Ok(j) = jobs.try_recv() {
            waiting.push_back(j);
        }
        // Clients that left: drop their jobs, free their slots.
        waiting.retain(|j| !j.events.is_closed());
        for (slot, r) in running.iter_mut().enumerate() {
            if r.as_ref().is_some_and(|r| r.events.is_closed()) {
                engine.cancel(slot);
                *r = None;
            }
        }
        // Admit the oldest waiting job into a free slot once the KV pool has
        // room for everything it may write (it waits, never fails, if not).
        let head_fits = waiting
            .front()
            .is_some_and(|j| j.max_new_tokens == 0 || engine.fits_now(j.prepared.ids.len(), j.max_new_tokens));
        if let (Some(&slot), true) = (engine.free_slots().first(), head_fits) {
            let job = waiting.pop_front().expect("non-empty");
            let Job { prepared, max_new_tokens, sampler, events, ticket } = job;
            match catch_unwind(AssertUnwindSafe(|| engine.admit_prepared(slot, &prepared, max_new_tokens, sampler))) {
                Ok(Ok(_)) => {
                    let _ = events.send(Event::Admitted);
                    // A zero budget never occupies the slot.
                    if max_new_tokens == 0 {
                        drop((events, ticket));
                    } else {
                        running[slot] = Some(Running { events, _ticket: ticket });
                    }
                }
                Ok(Err(e)) => {
                    let _ = events.send(Event::Failed(e.to_string()));
                }
                Err(p) => {
                    engine.cancel(slot);
                    let _ = events.send(Event::Failed(format!("internal error while admitting: {}", panic_text(&*p))));
                }
            }
        }
        metrics.queue_depth.store(waiting.len() as u64, Ordering::Relaxed);
        // One decode step for every live slot.
        if running.iter().any(Option::is_some) {
            match catch_unwind(AssertUnwindSafe(|| engine.step())) {
                Ok(Ok(tokens)) => {
                    // A request whose own work failed ends alone.
                    for (slot, r) in running.iter_mut().enumerate() {
                        if let Some(e) = engine.take_failure(slot) {
                            if let Some(r) = r.take() {
                                let _ = r.events.send(Event::Failed(e.to_string()));
                            }
                        }
                    }
                    for t in tokens {
                        let Some(r) = &running[t.slot] else { continue };
                        let sent = r.events.send(Event::Token { token: t.token, finish: t.finish });
                        if t.finish.is_some() {
                            running[t.slot] = None;
                        } else if sent.is_err() {
                            engine.cancel(t.slot);
                            running[t.slot] = None;
                        }
                    }
                }
                failure => {
                    let why = match failure {
                        Ok(Err(e)) => e.to_string(),
                        Err(p) => format!("internal error while decoding: {}", panic_text(&*p)),
                        Ok(Ok(_)) => unreachable!(),
                    };
                    tracing::error!("decode step failed: {why}");
                    for (slot, r) in running.iter_mut().enumerate() {
                        if let Some(r) = r.take() {
                            let _ = r.events.send(Event::Failed(why.clone()));
                        }
                        engine.cancel(slot);
                    }
                }
            }
        }
        metrics.busy_slots.store(engine.busy_slots() as u64, Ordering::Relaxed);
    }
}
